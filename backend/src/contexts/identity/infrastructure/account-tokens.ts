import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { SessionSettings } from '../../../platform/auth/session-settings';
import { secondsFromNow } from '../../../platform/database/seconds-from-now';
import type { Tables } from '../../../platform/database/tables';
import { anyOf } from '../../../platform/database/any-of';
import {
  ACCOUNT_LINK_LIFETIME_SECONDS,
  ONLY_LATEST_LINK_WORKS,
  accountLinkKey,
  accountLinkToken,
  accountLinkTokenHash,
  AccountLinkPurpose,
} from '../domain/account-links';

type TokenTables = Pick<Tables, 'account_tokens' | 'users'>;

/** How long an ended link (used or expired) stays before it is deleted: the table only serves working links. */
const PRUNE_AFTER_SECONDS = 24 * 60 * 60;

/** A link that was just used: what for, whose account, and the address it was sent to. */
export type UsedLink = { id: string; purpose: AccountLinkPurpose; userId: string; email: string };

/** A live link, ready to be mailed: its token, where it goes, and the name to greet. */
export type MailableLink = { id: string; purpose: AccountLinkPurpose; token: string; email: string; firstName: string };

/**
 * The one-use links of account_tokens. A row keeps the SHA-256 of its token, never the token: the
 * token is an HMAC of the row's id under a key derived from the session secret, made again when
 * the link is mailed (accountLinkToken). Live = not used and not past its expiry, by the
 * database's clock.
 */
@Injectable()
export class AccountTokens {
  private readonly key: Buffer;

  constructor(
    private readonly em: EntityManager,
    settings: SessionSettings,
  ) {
    this.key = accountLinkKey(settings.secret);
  }

  /**
   * A new link of this purpose for the user, in the caller's transaction; their older live links
   * of the purpose stop working (only the latest email's link does). `id` names the row when the
   * caller needs to find it again (the outbox event id of a reset request); otherwise it is random.
   */
  async issue(em: EntityManager, link: { userId: string; purpose: AccountLinkPurpose; email: string; id?: string }): Promise<string> {
    const db = this.db(em);
    if (ONLY_LATEST_LINK_WORKS[link.purpose]) await this.retire(em, link.userId, link.purpose);
    const id = link.id ?? randomUUID();
    await db
      .insertInto('account_tokens')
      .values((eb) => ({
        id,
        user_id: link.userId,
        purpose: link.purpose,
        token_hash: accountLinkTokenHash(accountLinkToken(this.key, id)),
        email: link.email,
        created_at: eb.fn<string>('now'),
        expires_at: secondsFromNow(eb, ACCOUNT_LINK_LIFETIME_SECONDS[link.purpose]),
      }))
      .execute();
    return id;
  }

  /**
   * A reset link, named `id`, for the live account that uses this address; nothing for any other
   * address (the request's answer never says which it was).
   */
  async issueResetLinkForAddress(em: EntityManager, email: string, id: string): Promise<void> {
    const user = await this.db(em)
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (user) await this.issue(em, { id, userId: user.id, purpose: 'reset_password', email: user.email });
  }

  /**
   * Uses the live link of one of these purposes that the token names, in one statement, so two
   * requests with one token cannot both use it; undefined when there is none (unknown, used,
   * expired, or made for another purpose).
   */
  use(em: EntityManager, purposes: AccountLinkPurpose | readonly AccountLinkPurpose[], token: string): Promise<UsedLink | undefined> {
    return this.db(em)
      .updateTable('account_tokens')
      .set((eb) => ({ used_at: eb.fn<string>('now') }))
      .where('token_hash', '=', accountLinkTokenHash(token))
      .where((eb) => eb('purpose', '=', anyOf(eb, ([] as AccountLinkPurpose[]).concat(purposes))))
      .where('used_at', 'is', null)
      .where((eb) => eb('expires_at', '>', eb.fn<string>('now')))
      .returning(['id', 'purpose', 'user_id as userId', 'email'])
      .$narrowType<{ purpose: AccountLinkPurpose }>()
      .executeTakeFirst();
  }

  /**
   * Ends every live link of the user, or only those of `purpose` (a new one was issued). A change of
   * password, address, second factor or administrator role ends them all in the database itself
   * (the users_retire_account_links trigger), whichever code makes it.
   */
  async retire(em: EntityManager, userId: string, purpose?: AccountLinkPurpose): Promise<void> {
    await this.db(em)
      .updateTable('account_tokens')
      .set((eb) => ({ expires_at: eb.fn<string>('now') }))
      .where('user_id', '=', userId)
      .$if(purpose !== undefined, (query) => query.where('purpose', '=', purpose!))
      .where('used_at', 'is', null)
      .where((eb) => eb('expires_at', '>', eb.fn<string>('now')))
      .execute();
  }

  /** Deletes every link of the user, live or not, in the caller's transaction. */
  async deleteAllOf(em: EntityManager, userId: string): Promise<void> {
    await this.db(em).deleteFrom('account_tokens').where('user_id', '=', userId).execute();
  }

  /** The link with this id if it still works and its account exists, with its token made again. */
  async mailable(linkId: string): Promise<MailableLink | null> {
    const row = await this.db(this.em)
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .select(['account_tokens.id', 'account_tokens.purpose', 'account_tokens.email', 'users.first_name as firstName'])
      .where('account_tokens.id', '=', linkId)
      .where('account_tokens.used_at', 'is', null)
      .where((eb) => eb('account_tokens.expires_at', '>', eb.fn<string>('now')))
      .where('users.deleted_at', 'is', null)
      .$narrowType<{ purpose: AccountLinkPurpose }>()
      .executeTakeFirst();
    return row ? { ...row, token: accountLinkToken(this.key, row.id) } : null;
  }

  /** Deletes the links that stopped working (used or expired) over a day ago; says how many. */
  async pruneEnded(): Promise<number> {
    const result = await this.db(this.em)
      .deleteFrom('account_tokens')
      .where((eb) => eb(eb.fn.coalesce('used_at', 'expires_at'), '<', secondsFromNow(eb, -PRUNE_AFTER_SECONDS)))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Bound to the transaction of `em` when it has one. */
  private db(em: EntityManager): Kysely<TokenTables> {
    return em.getKysely<TokenTables>();
  }
}
