import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { Clock } from '../../../../platform/clock/clock';
import { matchTotpCode, TwoFactorSetUpNotStarted, WrongTwoFactorCode } from '../../domain/two-factor';
import { SecondFactors } from '../../infrastructure/second-factors';
import { audit, loadForEnrolment, RecoveryCodes } from './two-factor-steps';

/** The first code of the waiting secret turns it on; the user's other sessions end. */
export class EnableTwoFactorCommand extends Command<RecoveryCodes> {
  constructor(
    readonly userId: string,
    readonly currentSessionId: string,
    readonly code: string,
  ) {
    super();
  }
}

@CommandHandler(EnableTwoFactorCommand)
export class EnableTwoFactorHandler implements ICommandHandler<EnableTwoFactorCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
    private readonly termination: SessionTermination,
  ) {}

  async execute({ userId, currentSessionId, code }: EnableTwoFactorCommand): Promise<RecoveryCodes> {
    const recoveryCodes = await this.em.fork().transactional(async (em) => {
      const user = await loadForEnrolment(em, userId);
      if (!user.totpPendingSecret) throw new TwoFactorSetUpNotStarted();
      const secret = this.factors.open(user.id, user.totpPendingSecret);
      const now = this.clock.now();
      const step = secret === null ? null : await matchTotpCode(secret, code, now, null);
      if (step === null) throw new WrongTwoFactorCode();
      const { reEnrolled } = user.enableTwoFactor(now, step);
      const recoveryCodes = await this.factors.replaceRecoveryCodes(em, user.id, now);
      audit(em, user, reEnrolled ? 'two_factor.re_enrolled' : 'two_factor.enrolled', { enabledAt: now.toISOString() }, now);
      return recoveryCodes;
    });
    // Outside the transaction, as SessionTermination asks: a session opened with the password alone
    // (perhaps by whoever learnt it) does not carry on; this one now counts as signed in with the factor.
    await this.termination.endUserSessions(userId, 'two_factor_changed', { exceptSessionId: currentSessionId });
    return { recoveryCodes };
  }
}
