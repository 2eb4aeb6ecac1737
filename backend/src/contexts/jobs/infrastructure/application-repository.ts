import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobsTables } from './jobs-read-repository';

/** The statements on applications of the event handlers, in the transaction they are given. */
@Injectable()
export class ApplicationRepository {
  /** Removes the freelancer's applications but the accepted ones. */
  async removeAllButAcceptedOf(em: EntityManager, freelancerId: string): Promise<void> {
    // The posts' kept counts lose the deleted applications in the same statement (held ones were never counted).
    await em
      .getKysely<JobsTables>()
      .with('removed', (removing) =>
        removing
          .deleteFrom('applications')
          .where('freelancer_id', '=', freelancerId)
          .where('status', '<>', 'accepted')
          .returning(['job_id', 'safety_verdict']),
      )
      .with('per_post', (counting) =>
        counting
          .selectFrom('removed')
          .select((eb) => ['removed.job_id', eb.fn.countAll<number>().as('removed_count')])
          .where('removed.safety_verdict', '<>', 'hold')
          .groupBy('removed.job_id'),
      )
      .updateTable('job_posts')
      .from('per_post')
      .set((eb) => ({ applications_count: eb('job_posts.applications_count', '-', eb.ref('per_post.removed_count')) }))
      .whereRef('job_posts.id', '=', 'per_post.job_id')
      .execute();
  }

  /**
   * Withdraws the freelancer's pending applications; returns each the post's owner could see (not
   * those the safety check holds), with that owner.
   */
  async withdrawPendingOf(em: EntityManager, freelancerId: string, now: Date): Promise<{ id: string; clientId: string }[]> {
    const withdrawn = await em
      .getKysely<JobsTables>()
      .updateTable('applications')
      .from('job_posts')
      .set({ status: 'withdrawn', updated_at: now })
      .whereRef('job_posts.id', '=', 'applications.job_id')
      .where('applications.freelancer_id', '=', freelancerId)
      .where('applications.status', '=', 'pending')
      .returning(['applications.id as id', 'job_posts.client_id as clientId', 'applications.safety_verdict as safetyVerdict'])
      .execute();
    return withdrawn.filter((row) => row.safetyVerdict !== 'hold').map(({ id, clientId }) => ({ id, clientId }));
  }
}
