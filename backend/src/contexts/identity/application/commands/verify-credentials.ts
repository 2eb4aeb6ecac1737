import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { AccountSuspended, InvalidCredentials } from '../../domain/identity-errors';
import { passwordMatches } from '../../domain/password';
import { SecondFactorInvalid, SecondFactorRequired } from '../../domain/two-factor';
import { User } from '../../domain/user.entity';
import { SecondFactors } from '../../infrastructure/second-factors';
import { eitherCode, proveSecondFactor } from '../second-factor-proof';

/**
 * Resolves an email, password and (for an account with two-factor sign-in) a code to the account
 * they open. A wrong email or password fails with one generic error; only past the password does
 * the caller learn the account is suspended or needs a code. A command: the code is used up.
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
    private readonly config: AppConfig,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  async execute({ email, password, code }: VerifyCredentialsCommand): Promise<{ userId: string }> {
    const user = await this.em.fork().findOne(User, { email: email.trim().toLowerCase() }, { populate: ['passwordHash', 'totpSecret'] });
    const matches = await passwordMatches(user?.passwordHash, password, this.config.passwordHashCost);
    // A deleted account's address and password are gone already; deletedAt refuses it whatever they are.
    if (!user || !matches || user.deletedAt) throw new InvalidCredentials();
    const now = this.clock.now();
    // Before the second factor: a suspended user learns why, whatever their phone.
    if (user.isSuspendedAt(now)) throw new AccountSuspended(user.suspendedUntil, user.suspensionReason ?? '');
    if (user.twoFactorEnabled) {
      if (!code) throw new SecondFactorRequired();
      const proven = await this.em
        .fork()
        .transactional((em) => proveSecondFactor(this.factors, em, user, eitherCode(code), 'sign_in', now));
      if (!proven) throw new SecondFactorInvalid();
    }
    return { userId: user.id };
  }
}
