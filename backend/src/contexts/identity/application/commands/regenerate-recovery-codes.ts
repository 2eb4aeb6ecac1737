import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { TwoFactorNotEnabled } from '../../domain/two-factor';
import { SecondFactors } from '../../infrastructure/second-factors';
import { audit, loadForTwoFactor, proveOrRefuse, RecoveryCodes } from './two-factor-steps';

/** A new set of recovery codes for a code of the factor; the set before stops working. */
export class RegenerateRecoveryCodesCommand extends Command<RecoveryCodes> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}

@CommandHandler(RegenerateRecoveryCodesCommand)
export class RegenerateRecoveryCodesHandler implements ICommandHandler<RegenerateRecoveryCodesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  execute({ userId, code }: RegenerateRecoveryCodesCommand): Promise<RecoveryCodes> {
    return this.em.fork().transactional(async (em) => {
      const user = await loadForTwoFactor(em, userId);
      if (!user.twoFactorEnabled) throw new TwoFactorNotEnabled();
      const now = this.clock.now();
      await proveOrRefuse(this.factors, em, user, code, 'recovery_codes_regenerated', now);
      const recoveryCodes = await this.factors.replaceRecoveryCodes(em, user.id, now);
      audit(em, user, 'two_factor.recovery_codes_regenerated', { recoveryCodesLeft: recoveryCodes.length }, now);
      return { recoveryCodes };
    });
  }
}
