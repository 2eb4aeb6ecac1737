import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Tables } from '../../../platform/database/tables';

type VerificationTables = Pick<Tables, 'verification_requests'>;

/** The statements on verification_requests of the event handlers, in the transaction they are given. */
@Injectable()
export class VerificationRequestRepository {
  /** The user's request still pending is withdrawn (deleted). */
  async withdrawPendingOf(em: EntityManager, userId: string): Promise<void> {
    await em
      .getKysely<VerificationTables>()
      .deleteFrom('verification_requests')
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The user's requests keep no file keys; when their files went is `deletedAt` unless already recorded. */
  async forgetFilesOf(em: EntityManager, userId: string, deletedAt: Date): Promise<void> {
    await em
      .getKysely<VerificationTables>()
      .updateTable('verification_requests')
      .set((eb) => ({
        id_document_key: null,
        video_key: null,
        media_deleted_at: eb.fn.coalesce('media_deleted_at', eb.val(deletedAt)),
      }))
      .where('user_id', '=', userId)
      .execute();
  }
}
