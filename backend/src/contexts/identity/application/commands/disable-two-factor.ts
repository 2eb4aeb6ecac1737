import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { WrongCurrentPassword } from '../../domain/identity-errors';
import { TwoFactorNotEnabled } from '../../domain/two-factor';
import { SecondFactors } from '../../infrastructure/second-factors';
import { audit, loadForTwoFactor, proveOrRefuse } from './two-factor-steps';
import { PasswordHashing } from '../password-hashing';

/** Turns two-factor sign-in off, for the password and a code of the factor. */
export class DisableTwoFactorCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly password: string,
    readonly code: string,
  ) {
    super();
  }
}

@CommandHandler(DisableTwoFactorCommand)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactorCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHashing,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  /** An administrator's sessions lose the admin panel at their next request (AdministratorGuard reads the principal afresh). */
  async execute({ userId, password, code }: DisableTwoFactorCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await loadForTwoFactor(em, userId);
      if (!(await this.passwords.matches(user.passwordHash, password))) throw new WrongCurrentPassword();
      if (!user.twoFactorEnabled) throw new TwoFactorNotEnabled();
      const now = this.clock.now();
      await proveOrRefuse(this.factors, em, user, code, 'disable', now);
      user.disableTwoFactor();
      await this.factors.deleteRecoveryCodes(em, user.id);
      audit(em, user, 'two_factor.disabled', { role: user.role }, now);
    });
  }
}
