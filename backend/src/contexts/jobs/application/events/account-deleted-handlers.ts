import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/public';
import type { JobsTables } from '../../infrastructure/jobs-read-repository';

/**
 * What jobs keeps of a deleted account (decision 0031): a post with an accepted application stays,
 * as a contract was or is being made from it (its record shows the post), withdrawn if it was still
 * open; every other post goes, with the applications to it. The user's own applications go but the
 * accepted ones, which their contracts came from. Set-based statements, so the work is the same few
 * statements however many posts there are; running it again changes nothing.
 */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountJobs implements IntegrationEventHandler<AccountDeleted> {
  constructor(private readonly clock: Clock) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      const db = em.getKysely<JobsTables>();
      await db
        .deleteFrom('job_posts')
        .where('client_id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('applications')
                .select('applications.id')
                .whereRef('applications.job_id', '=', 'job_posts.id')
                .where('applications.status', '=', 'accepted'),
            ),
          ),
        )
        .execute();
      await db
        .updateTable('job_posts')
        .set({ status: 'cancelled', updated_at: this.clock.now() })
        .where('client_id', '=', userId)
        .where('status', '=', 'open')
        .execute();
      await db.deleteFrom('applications').where('freelancer_id', '=', userId).where('status', '<>', 'accepted').execute();
    });
  }
}
