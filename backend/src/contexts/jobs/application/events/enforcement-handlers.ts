import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountSuspended, AccountSuspensionLifted, ContentRestored, ContentTakenDown } from '../../../moderation/events';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import type { JobsTables } from '../../infrastructure/jobs-read-repository';
import { APPLICATION_CHANGED } from '../server-events';

/**
 * A suspended account (decision 0035): its posts leave every list but its own, and the applications
 * it still had pending are withdrawn, so no owner hires someone who cannot work (a lift does not
 * bring them back); the owners' open screens hear of each, once committed. Set-based statements;
 * a repeated delivery changes nothing and pushes nothing.
 */
@Injectable()
@HandlesEvents(AccountSuspended)
export class HideSuspendedAccountJobs implements IntegrationEventHandler<AccountSuspended> {
  constructor(
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  async handle({ userId }: AccountSuspended, delivery: EventDelivery): Promise<void> {
    let withdrawn: { id: string; clientId: string }[] = [];
    await delivery.once(async (em) => {
      const db = em.getKysely<JobsTables>();
      await db.updateTable('job_posts').set({ owner_suspended: true }).where('client_id', '=', userId).execute();
      withdrawn = await db
        .updateTable('applications')
        .from('job_posts')
        .set({ status: 'withdrawn', updated_at: this.clock.now() })
        .whereRef('job_posts.id', '=', 'applications.job_id')
        .where('applications.freelancer_id', '=', userId)
        .where('applications.status', '=', 'pending')
        .returning(['applications.id as id', 'job_posts.client_id as clientId'])
        .execute();
    });
    for (const { id, clientId } of withdrawn) await this.realtime.publish([clientId, userId], APPLICATION_CHANGED, { applicationId: id });
  }
}

/** The suspension ended: the account's posts show again. */
@Injectable()
@HandlesEvents(AccountSuspensionLifted)
export class ShowLiftedAccountJobs implements IntegrationEventHandler<AccountSuspensionLifted> {
  async handle({ userId }: AccountSuspensionLifted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await em.getKysely<JobsTables>().updateTable('job_posts').set({ owner_suspended: false }).where('client_id', '=', userId).execute();
    });
  }
}

/** An administrator took a job post down: it shows to its owner only, with the reason. */
@Injectable()
@HandlesEvents(ContentTakenDown)
export class TakeDownJobPost implements IntegrationEventHandler<ContentTakenDown> {
  constructor(private readonly clock: Clock) {}

  async handle({ actionId, kind, subjectId, reason }: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    if (kind !== 'job') return;
    await delivery.once(async (em) => {
      await em
        .getKysely<JobsTables>()
        .updateTable('job_posts')
        .set({ taken_down_at: this.clock.now(), takedown_reason: reason, takedown_action_id: actionId })
        .where('id', '=', subjectId)
        .execute();
    });
  }
}

/** The takedown was lifted: the post shows again, unless a later takedown holds it. */
@Injectable()
@HandlesEvents(ContentRestored)
export class RestoreJobPost implements IntegrationEventHandler<ContentRestored> {
  async handle({ actionId, kind, subjectId }: ContentRestored, delivery: EventDelivery): Promise<void> {
    if (kind !== 'job') return;
    await delivery.once(async (em) => {
      await em
        .getKysely<JobsTables>()
        .updateTable('job_posts')
        .set({ taken_down_at: null, takedown_reason: null, takedown_action_id: null })
        .where('id', '=', subjectId)
        .where('takedown_action_id', '=', actionId)
        .execute();
    });
  }
}
