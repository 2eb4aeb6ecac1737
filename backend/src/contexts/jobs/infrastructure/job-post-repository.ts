import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobType } from '../domain/job-post.entity';
import type { JobsTables } from './jobs-read-repository';

/** The statements on job_posts of the commands and event handlers, in the transaction they are given. */
@Injectable()
export class JobPostRepository {
  /** The post has one more application. */
  async countApplication(em: EntityManager, jobId: string): Promise<void> {
    await em
      .getKysely<JobsTables>()
      .updateTable('job_posts')
      .set((eb) => ({ applications_count: eb('applications_count', '+', 1) }))
      .where('id', '=', jobId)
      .execute();
  }

  /** The post has one application fewer its owner can open (an edit the safety check now holds). */
  async uncountApplication(em: EntityManager, jobId: string): Promise<void> {
    await em
      .getKysely<JobsTables>()
      .updateTable('job_posts')
      .set((eb) => ({ applications_count: eb('applications_count', '-', 1) }))
      .where('id', '=', jobId)
      .execute();
  }

  /** Removes the owner's posts that no application was accepted to; the kinds of those removed. */
  async removeUnhiredBy(em: EntityManager, clientId: string): Promise<JobType[]> {
    const removed = await em
      .getKysely<JobsTables>()
      .deleteFrom('job_posts')
      .where('client_id', '=', clientId)
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
      .returning('job_type')
      .execute();
    return removed.map((post) => post.job_type as JobType);
  }

  /** Withdraws the owner's posts still open. */
  async cancelOpenBy(em: EntityManager, clientId: string, now: Date): Promise<void> {
    await em
      .getKysely<JobsTables>()
      .updateTable('job_posts')
      .set({ status: 'cancelled', updated_at: now })
      .where('client_id', '=', clientId)
      .where('status', '=', 'open')
      .execute();
  }

  /** Marks every post of the owner as the post of a suspended account, or no longer. */
  async markOwnerSuspended(em: EntityManager, clientId: string, suspended: boolean): Promise<void> {
    await em
      .getKysely<JobsTables>()
      .updateTable('job_posts')
      .set({ owner_suspended: suspended })
      .where('client_id', '=', clientId)
      .execute();
  }

  /** Takes the post down by the administrator's action, with its reason. */
  async takeDown(em: EntityManager, jobId: string, actionId: string, reason: string, now: Date): Promise<void> {
    await em
      .getKysely<JobsTables>()
      .updateTable('job_posts')
      .set({ taken_down_at: now, takedown_reason: reason, takedown_action_id: actionId })
      .where('id', '=', jobId)
      .execute();
  }

  /** Lifts the post's takedown, if it is the one of this action. */
  async restore(em: EntityManager, jobId: string, actionId: string): Promise<void> {
    await em
      .getKysely<JobsTables>()
      .updateTable('job_posts')
      .set({ taken_down_at: null, takedown_reason: null, takedown_action_id: null })
      .where('id', '=', jobId)
      .where('takedown_action_id', '=', actionId)
      .execute();
  }
}
