import { EntityManager } from '@mikro-orm/postgresql';
import { ObjectStorage } from '../../../platform/storage/object-storage';
import { StorageLedger } from '../../../platform/storage/storage-ledger';

/**
 * Deletes the files a request released from storage, then forgets them in the database: if the
 * second step fails, the next attempt deletes (nothing) again and records it, so no file outlives
 * its record.
 */
export async function deleteMedia(em: EntityManager, storage: ObjectStorage, ledger: StorageLedger, keys: string[]): Promise<void> {
  for (const key of keys) await storage.remove('documents', key);
  await ledger.forget('documents', keys);
  await em.flush();
}
