import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { AdminCannotDeleteAccount, deleteAccount } from '../../domain/account-deletion';
import { UserNotFound, WrongCurrentPassword } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';
import { recordStandingChange, workerStanding } from '../worker-standing';
import { AccountTokens } from '../../infrastructure/account-tokens';
import { SecondFactors } from '../../infrastructure/second-factors';
import { AccountDeleted } from '../../public';
import { PasswordHashing } from '../password-hashing';

/** The signed-in user deletes their account, proving it with their password (decision 0031). */
export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly password: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHashing,
    private readonly clock: Clock,
    private readonly termination: SessionTermination,
    private readonly uploads: MediaUploads,
    private readonly tokens: AccountTokens,
    private readonly factors: SecondFactors,
  ) {}

  async execute({ userId, password }: DeleteAccountCommand): Promise<void> {
    // Checked before the transaction: hashing takes a while, and the row lock should not wait for it.
    const found = await this.em.fork().findOne(User, { id: userId, deletedAt: null }, { populate: ['passwordHash'] });
    if (!found) throw new UserNotFound();
    // Refused before the password is tried: an administrator learns nothing from guessing here.
    if (found.role === 'admin') throw new AdminCannotDeleteAccount();
    if (!(await this.passwords.matches(found.passwordHash, password))) throw new WrongCurrentPassword();

    const { removedPicture } = await this.em.fork().transactional(async (em) => {
      const user = await em.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['passwordHash'] });
      const standing = workerStanding(user);
      const deleted = deleteAccount(user, this.clock.now());
      // Links already sent (verify, reset, change email) would otherwise still act on the account.
      await this.tokens.deleteAllOf(em, userId);
      await this.factors.deleteRecoveryCodes(em, userId);
      recordEvent(em, new AccountDeleted(userId));
      recordStandingChange(em, userId, standing, workerStanding(user));
      return deleted;
    });
    // Outside the transaction, as SessionTermination asks: every session and socket of the account ends.
    await this.termination.endUserSessions(userId, 'account_deleted');
    await this.uploads.unpublish(removedPicture);
  }
}
