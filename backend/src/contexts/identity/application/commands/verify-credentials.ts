import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { AccountSuspended, InvalidCredentials } from '../../domain/identity-errors';
import { SecondFactorInvalid, SecondFactorRequired } from '../../domain/two-factor';
import { User } from '../../domain/user.entity';
import { accountSubject, emailSubject, LockoutSubject } from '../../infrastructure/credential-failures';
import { SecondFactors } from '../../infrastructure/second-factors';
import { GetSuspensionAppealQuery } from '../../public';
import { AccountLockouts } from '../account-lockouts';
import { AppealTokens } from '../appeal-tokens';
import { eitherCode, proveSecondFactor } from '../second-factor-proof';
import { PasswordHashing } from '../password-hashing';

/**
 * Resolves an email, password and (for an account with two-factor sign-in) a code to the account
 * they open. A wrong email or password fails with one generic error; only past the password does
 * the caller learn the account is suspended or needs a code. A command: the code is used up.
 *
 * Every attempt is counted against the account the email names, from whatever address (decision
 * 0053): taken before the password is checked, kept when the password or the code is wrong, given
 * back when they are right, forgotten on a sign-in. While too many were wrong, the attempt is
 * refused (429 IDENTITY.ACCOUNT_LOCKED_OUT) without checking the password, right or not. An email
 * that names no account is counted and refused alike, with the same statements, so neither the
 * answers nor their time tell whether it has one.
 */
export class VerifyCredentialsCommand extends Command<{ userId: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly code: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(VerifyCredentialsCommand)
export class VerifyCredentialsHandler implements ICommandHandler<VerifyCredentialsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHashing,
    private readonly factors: SecondFactors,
    private readonly lockouts: AccountLockouts,
    private readonly clock: Clock,
    private readonly queryBus: QueryBus,
    private readonly appealTokens: AppealTokens,
  ) {}

  async execute({ email, password, code }: VerifyCredentialsCommand): Promise<{ userId: string }> {
    const address = email.trim().toLowerCase();
    const user = await this.em.fork().findOne(User, { email: address }, { populate: ['passwordHash', 'totpSecret'] });
    // A deleted account's address and password are gone already; deletedAt refuses it whatever they are.
    const live = user && !user.deletedAt ? user : null;
    const subject = live ? accountSubject(live.id) : emailSubject(address);
    await this.lockouts.take(subject);
    let matches: boolean;
    try {
      matches = await this.passwords.matches(user?.passwordHash, password);
    } catch (error) {
      // Not checked (the instance is busy): the attempt guessed nothing, so its place is given back uncounted.
      await this.lockouts.give(subject, false);
      throw error;
    }
    if (!live || !matches) {
      await this.lockouts.give(subject, true);
      throw new InvalidCredentials();
    }
    const now = this.clock.now();
    // Before the second factor: a suspended user learns why, whatever their phone. The password was
    // right, so the attempt was no guess.
    if (live.isSuspendedAt(now)) await this.refuseSuspended(live, subject, code, now);
    if (live.twoFactorEnabled) {
      if (!code) {
        await this.lockouts.give(subject, false);
        throw new SecondFactorRequired();
      }
      if (!(await this.proveSecondFactor(live, code, now))) {
        await this.lockouts.give(subject, true);
        throw new SecondFactorInvalid();
      }
    }
    await this.lockouts.forget(subject);
    return { userId: live.id };
  }

  /** The code is used up in a transaction of its own; a wrong one is counted after it ended. */
  private proveSecondFactor(user: User, code: string, now: Date): Promise<boolean> {
    return this.em.fork().transactional((em) => proveSecondFactor(this.factors, em, user, eitherCode(code), 'sign_in', now));
  }

  /**
   * The refusal of a suspended account, with how to appeal it (decision 0065): the token that files
   * the appeal signed out is made only here, past the right password, and for an account with
   * two-factor sign-in only once a code was proven too, as filing speaks for the account. A code
   * sent and wrong counts as a wrong code does.
   */
  private async refuseSuspended(user: User, subject: LockoutSubject, code: string | undefined, now: Date): Promise<never> {
    const actionId = user.suspensionActionId!;
    let proven = !user.twoFactorEnabled;
    if (user.twoFactorEnabled && code) {
      proven = await this.proveSecondFactor(user, code, now);
      if (!proven) {
        await this.lockouts.give(subject, true);
        throw new SecondFactorInvalid();
      }
    }
    await this.lockouts.give(subject, false);
    const appeal = await this.queryBus.execute(new GetSuspensionAppealQuery(actionId));
    throw new AccountSuspended(user.suspendedUntil, user.suspensionReason ?? '', {
      actionId,
      token: proven ? this.appealTokens.sign({ userId: user.id, actionId }, now) : null,
      secondFactorRequired: !proven,
      appeal,
    });
  }
}
