import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { toDataURL } from 'qrcode';
import { Clock } from '../../../../platform/clock/clock';
import { WrongCurrentPassword } from '../../domain/identity-errors';
import { newTotpSecret, TwoFactorCodeRequired, totpUri } from '../../domain/two-factor';
import { SecondFactors } from '../../infrastructure/second-factors';
import { loadForEnrolment, proveOrRefuse } from './two-factor-steps';
import { PasswordHashing } from '../password-hashing';

export type TwoFactorEnrolment = { secret: string; otpauthUrl: string; qrCode: string };

/**
 * Starts (or, with a code of the factor in use, restarts) enrolment: a new secret waits for its
 * first code, shown as a QR code and as text. The password proves the caller is the account holder.
 */
export class StartTwoFactorSetupCommand extends Command<TwoFactorEnrolment> {
  constructor(
    readonly userId: string,
    readonly password: string,
    readonly code: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(StartTwoFactorSetupCommand)
export class StartTwoFactorSetupHandler implements ICommandHandler<StartTwoFactorSetupCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHashing,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, password, code }: StartTwoFactorSetupCommand): Promise<TwoFactorEnrolment> {
    return this.em.fork().transactional(async (em) => {
      const user = await loadForEnrolment(em, userId);
      if (!(await this.passwords.matches(user.passwordHash, password))) throw new WrongCurrentPassword();
      // Whoever learnt the password alone must not move the factor to their own phone.
      if (user.twoFactorEnabled) {
        if (!code) throw new TwoFactorCodeRequired();
        await proveOrRefuse(this.factors, em, user, code, 're_enrolment', this.clock.now());
      }
      const secret = newTotpSecret();
      user.startTwoFactorEnrolment(this.factors.seal(user.id, secret));
      const otpauthUrl = totpUri(secret, user.email);
      return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl) };
    });
  }
}
