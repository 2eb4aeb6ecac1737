import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { ObjectStorage } from '../../../../platform/storage/object-storage';
import { StorageLedger } from '../../../../platform/storage/storage-ledger';
import { VerificationNotFound } from '../../domain/verification-errors';
import { VerificationRequest } from '../../domain/verification-request.entity';
import { deleteMedia } from '../delete-media';

/** The owner deletes the files of a decided request (the decision stays). */
export class DeleteOwnVerificationMediaCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly requestId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteOwnVerificationMediaCommand)
export class DeleteOwnVerificationMediaHandler implements ICommandHandler<DeleteOwnVerificationMediaCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, requestId }: DeleteOwnVerificationMediaCommand): Promise<void> {
    const em = this.em.fork();
    const request = await em.findOne(VerificationRequest, requestId);
    if (!request) throw new VerificationNotFound();
    await deleteMedia(em, this.storage, this.ledger, request.releaseMediaOf(userId, this.clock.now()));
  }
}
