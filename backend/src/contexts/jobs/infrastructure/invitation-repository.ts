import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobsTables } from './jobs-read-repository';

/** The statements on invitations and the opt-out setting, in the transaction they are given. */
@Injectable()
export class InvitationRepository {
  /** Removes every invitation the user received or sent, and their opt-out. */
  async removeAllOf(em: EntityManager, userId: string): Promise<void> {
    const db = em.getKysely<JobsTables>();
    await db
      .deleteFrom('job_invitations')
      .where((eb) => eb.or([eb('freelancer_id', '=', userId), eb('client_id', '=', userId)]))
      .execute();
    await db.deleteFrom('invitation_opt_outs').where('user_id', '=', userId).execute();
  }

  /** A freelancer stops (true) or starts again (false) receiving invitations; saying it twice changes nothing. */
  async setOptedOut(em: EntityManager, userId: string, optedOut: boolean, now: Date): Promise<void> {
    const db = em.getKysely<JobsTables>();
    if (!optedOut) {
      await db.deleteFrom('invitation_opt_outs').where('user_id', '=', userId).execute();
      return;
    }
    await db
      .insertInto('invitation_opt_outs')
      .values({ user_id: userId, created_at: now })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
  }
}
