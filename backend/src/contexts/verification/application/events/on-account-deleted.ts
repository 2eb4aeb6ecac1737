import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ObjectStorage } from '../../../../platform/storage/object-storage';
import { StorageLedger } from '../../../../platform/storage/storage-ledger';
import { AccountDeleted } from '../../../identity/events';
import { VerificationRequest } from '../../domain/verification-request.entity';
import { VerificationRequestRepository } from '../../infrastructure/verification-request-repository';

/**
 * A deleted account's ID images and videos go at once, whatever the retention period (decision
 * 0031). Storage first, then the records, as every deletion of these files: a failure between the
 * two leaves keys to delete again, never a file no record names. A decided request keeps its
 * decision, marked as having no files; a request still pending is withdrawn (deleted), so no
 * administrator opens or decides it for an account that is gone. A repeated delivery finds no keys
 * and nothing pending.
 */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountVerificationFiles implements IntegrationEventHandler<AccountDeleted> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
    private readonly clock: Clock,
    private readonly requests: VerificationRequestRepository,
  ) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    const requests = await this.em.fork().find(VerificationRequest, { userId }, { fields: ['id', 'idDocumentKey', 'videoKey'] });
    const keys = requests.flatMap((request) => [request.idDocumentKey, request.videoKey]).filter((key): key is string => key !== null);
    for (const key of keys) await this.storage.remove('documents', key);
    await this.ledger.forget('documents', keys);
    await delivery.once(async (em) => {
      await this.requests.withdrawPendingOf(em, userId);
      await this.requests.forgetFilesOf(em, userId, this.clock.now());
    });
  }
}
