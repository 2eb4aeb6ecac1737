import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { toDataURL } from 'qrcode';
import { AppConfig } from '../../../../config/app-config';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { EmailNotVerified } from '../../../../platform/auth/guards';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { Clock } from '../../../../platform/clock/clock';
import { UserNotFound, WrongCurrentPassword } from '../../domain/identity-errors';
import { passwordMatches } from '../../domain/password';
import {
  matchTotpCode,
  newTotpSecret,
  TwoFactorCodeRequired,
  TwoFactorNotEnabled,
  TwoFactorSetUpNotStarted,
  totpUri,
  WrongTwoFactorCode,
} from '../../domain/two-factor';
import { User } from '../../domain/user.entity';
import { SecondFactors } from '../../infrastructure/second-factors';
import { eitherCode, proveSecondFactor, RecoveryCodePurpose } from '../second-factor-proof';

export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };
export type TwoFactorEnrolment = { secret: string; otpauthUrl: string; qrCode: string };
export type RecoveryCodes = { recoveryCodes: string[] };

/** Whether the user signs in with a second factor, since when, and how many recovery codes they have left. */
export class GetTwoFactorStatusQuery extends Query<TwoFactorStatus> {
  constructor(readonly userId: string) {
    super();
  }
}

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

/** A new set of recovery codes for a code of the factor; the set before stops working. */
export class RegenerateRecoveryCodesCommand extends Command<RecoveryCodes> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}

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

const TWO_FACTOR_FIELDS = ['passwordHash', 'totpSecret', 'totpPendingSecret'] as const;

async function loadForTwoFactor(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOne(User, { id: userId, deletedAt: null }, { populate: TWO_FACTOR_FIELDS });
  if (!user) throw new UserNotFound();
  return user;
}

/**
 * The user, when they have proven their address: whoever signed up with someone else's address
 * must not lock its owner out with a factor of their own (also refused by RequiresVerifiedEmail).
 */
async function loadForEnrolment(em: EntityManager, userId: string): Promise<User> {
  const user = await loadForTwoFactor(em, userId);
  if (!user.emailVerifiedAt) throw new EmailNotVerified();
  return user;
}

function audit(em: EntityManager, user: User, action: string, after: Record<string, unknown>, now: Date): void {
  recordAdminAction(em, { adminId: user.id, action, subjectType: 'user', subjectId: user.id, before: null, after, createdAt: now });
}

@QueryHandler(GetTwoFactorStatusQuery)
export class GetTwoFactorStatusHandler implements IQueryHandler<GetTwoFactorStatusQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly factors: SecondFactors,
  ) {}

  async execute({ userId }: GetTwoFactorStatusQuery): Promise<TwoFactorStatus> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId, deletedAt: null });
    if (!user) throw new UserNotFound();
    return {
      enabled: user.twoFactorEnabled,
      enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: user.twoFactorEnabled ? await this.factors.recoveryCodesLeft(em, userId) : 0,
    };
  }
}

@CommandHandler(StartTwoFactorSetupCommand)
export class StartTwoFactorSetupHandler implements ICommandHandler<StartTwoFactorSetupCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, password, code }: StartTwoFactorSetupCommand): Promise<TwoFactorEnrolment> {
    return this.em.fork().transactional(async (em) => {
      const user = await loadForEnrolment(em, userId);
      if (!(await passwordMatches(user.passwordHash, password, this.config.passwordHashCost))) throw new WrongCurrentPassword();
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
    await this.termination.endUserSessions(userId, { exceptSessionId: currentSessionId });
    return { recoveryCodes };
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

@CommandHandler(DisableTwoFactorCommand)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactorCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly factors: SecondFactors,
    private readonly clock: Clock,
  ) {}

  /** An administrator's sessions lose the admin panel at their next request (AdministratorGuard reads the principal afresh). */
  async execute({ userId, password, code }: DisableTwoFactorCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await loadForTwoFactor(em, userId);
      if (!(await passwordMatches(user.passwordHash, password, this.config.passwordHashCost))) throw new WrongCurrentPassword();
      if (!user.twoFactorEnabled) throw new TwoFactorNotEnabled();
      const now = this.clock.now();
      await proveOrRefuse(this.factors, em, user, code, 'disable', now);
      user.disableTwoFactor();
      await this.factors.deleteRecoveryCodes(em, user.id);
      audit(em, user, 'two_factor.disabled', { role: user.role }, now);
    });
  }
}

/** The code proves the user's factor (an authenticator or a recovery code), or the command fails. */
async function proveOrRefuse(
  factors: SecondFactors,
  em: EntityManager,
  user: User,
  code: string,
  purpose: RecoveryCodePurpose,
  now: Date,
): Promise<void> {
  if (!(await proveSecondFactor(factors, em, user, eitherCode(code), purpose, now))) throw new WrongTwoFactorCode();
}
