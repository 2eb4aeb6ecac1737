import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
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
      // The posts' kept counts lose the deleted applications in the same statement.
      await db
        .with('removed', (removing) =>
          removing.deleteFrom('applications').where('freelancer_id', '=', userId).where('status', '<>', 'accepted').returning('job_id'),
        )
        .with('per_post', (counting) =>
          counting
            .selectFrom('removed')
            .select((eb) => ['removed.job_id', eb.fn.countAll<number>().as('removed_count')])
            .groupBy('removed.job_id'),
        )
        .updateTable('job_posts')
        .from('per_post')
        .set((eb) => ({ applications_count: eb('job_posts.applications_count', '-', eb.ref('per_post.removed_count')) }))
        .whereRef('job_posts.id', '=', 'per_post.job_id')
        .execute();
    });
  }
}
