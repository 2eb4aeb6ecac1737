import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { JobsTables } from './jobs-read-repository';

/** The statements on invitations of the event handlers, in the transaction they are given. */
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
}
