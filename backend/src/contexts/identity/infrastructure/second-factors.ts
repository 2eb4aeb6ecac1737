import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { SessionSettings } from '../../../platform/auth/session-settings';
import type { Tables } from '../../../platform/database/tables';
import { matchTotpCode, newRecoveryCodes, openTotpSecret, recoveryCodeHash, sealTotpSecret, twoFactorKey } from '../domain/two-factor';

type TwoFactorTables = Pick<Tables, 'users' | 'two_factor_recovery_codes'>;

/**
 * The stored side of two-factor sign-in (decision 0034): authenticator secrets sealed under a key
 * derived from the session secret, each code's time step used once, and recovery codes kept as
 * hashes in two_factor_recovery_codes, each used once. Every write takes the caller's entity
 * manager, so it commits with the caller's transaction.
 */
@Injectable()
export class SecondFactors {
  private readonly key: Buffer;

  constructor(
    private readonly em: EntityManager,
    settings: SessionSettings,
  ) {
    this.key = twoFactorKey(settings.secret);
  }

  seal(userId: string, secret: string): string {
    return sealTotpSecret(this.key, userId, secret);
  }

  /** The secret, or null when it does not open (the session secret changed since it was sealed). */
  open(userId: string, sealed: string): string | null {
    return openTotpSecret(this.key, userId, sealed);
  }

  /**
   * Whether `code` is the user's authenticator code now and its time step was never used; the
   * step is recorded as used in one conditional statement, so two requests with one code cannot
   * both pass.
   */
  async acceptTotpCode(em: EntityManager, user: { id: string; totpSecret: string | null }, code: string, now: Date): Promise<boolean> {
    const secret = user.totpSecret ? this.open(user.id, user.totpSecret) : null;
    if (!secret) return false;
    const { totp_last_time_step: lastStep } = await this.db(em)
      .selectFrom('users')
      .select('totp_last_time_step')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const step = await matchTotpCode(secret, code, now, lastStep);
    if (step === null) return false;
    const updated = await this.db(em)
      .updateTable('users')
      .set({ totp_last_time_step: step })
      .where('id', '=', user.id)
      .where('totp_secret', '=', user.totpSecret)
      .where((eb) => eb.or([eb('totp_last_time_step', 'is', null), eb('totp_last_time_step', '<', step)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Ten new recovery codes for the user; the ones before stop working. The codes are returned once and kept only as hashes. */
  async replaceRecoveryCodes(em: EntityManager, userId: string, now: Date): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.deleteRecoveryCodes(em, userId);
    await this.db(em)
      .insertInto('two_factor_recovery_codes')
      .values(codes.map((code) => ({ id: randomUUID(), user_id: userId, code_hash: recoveryCodeHash(userId, code), created_at: now })))
      .execute();
    return codes;
  }

  /** Uses up the user's unused recovery code `code` in one statement; false when there is none. */
  async useRecoveryCode(em: EntityManager, userId: string, code: string, now: Date): Promise<boolean> {
    const used = await this.db(em)
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', recoveryCodeHash(userId, code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** How many of the user's recovery codes are unused. */
  async recoveryCodesLeft(em: EntityManager, userId: string): Promise<number> {
    const row = await this.db(em)
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('left'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.left;
  }

  async deleteRecoveryCodes(em: EntityManager, userId: string): Promise<void> {
    await this.db(em).deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  }

  /** Bound to the transaction of `em` when it has one. */
  private db(em: EntityManager = this.em): Kysely<TwoFactorTables> {
    return em.getKysely<TwoFactorTables>();
  }
}
