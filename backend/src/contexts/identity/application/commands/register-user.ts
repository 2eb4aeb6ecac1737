import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Command } from '@nestjs/cqrs';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { EmailAlreadyRegistered } from '../../domain/identity-errors';
import { SwitchableRole, User } from '../../domain/user.entity';
import { AccountTokens } from '../../infrastructure/account-tokens';
import { recordStandingChange, workerStanding } from '../worker-standing';
import { EmailVerificationLinkIssued } from '../account-link-events';
import { PasswordHashing } from '../password-hashing';

export class RegisterUserCommand extends Command<{ userId: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName: string,
    readonly lastName: string,
    /** What the person came to do ("I want to hire": client); the account starts as a freelancer without it. */
    readonly role?: SwitchableRole,
  ) {
    super();
  }
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHashing,
    private readonly tokens: AccountTokens,
  ) {}

  async execute(command: RegisterUserCommand): Promise<{ userId: string }> {
    const em = this.em.fork();
    const user = new User({
      email: command.email,
      passwordHash: await this.passwords.hash(command.password),
      firstName: command.firstName,
      lastName: command.lastName,
      role: command.role,
    });
    if (await em.count(User, { email: user.email })) throw new EmailAlreadyRegistered();
    try {
      // The account and the link that confirms its address, in one transaction; the link is mailed from the outbox.
      await em.transactional(async (tx) => {
        await tx.persist(user).flush();
        const linkId = await this.tokens.issue(tx, { userId: user.id, purpose: 'verify_email', email: user.email });
        recordEvent(tx, new EmailVerificationLinkIssued(linkId));
        recordStandingChange(tx, user.id, 'none', workerStanding(user));
      });
    } catch (error) {
      // Two sign-ups with one email at once: the unique index lets only one through.
      if (error instanceof UniqueConstraintViolationException) throw new EmailAlreadyRegistered();
      throw error;
    }
    return { userId: user.id };
  }
}
