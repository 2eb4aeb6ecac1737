import { Migration } from '@mikro-orm/migrations';

/**
 * An ended session says why it ended (issue 41): the tombstone keeps the reason and whose session it
 * was, written by the statement that ends it, so a tab that comes back with its cookie learns why
 * (the 401's details, the socket's close) instead of finding an empty sign-in form. Tombstones of
 * sessions ended before this migration keep no reason.
 */
export class Migration20261203020000_session_end_reasons extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "http_sessions" add column "ended_reason" text null, add column "ended_user_id" uuid null;');
    this.addSql(
      `alter table "http_sessions" add constraint "http_sessions_ended_reason_check" check ("ended_reason" in ('signed_out', 'signed_out_elsewhere', 'too_many_sessions', 'expired', 'suspended', 'password_changed', 'password_reset', 'two_factor_changed', 'account_deleted'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "http_sessions" drop constraint "http_sessions_ended_reason_check";');
    this.addSql('alter table "http_sessions" drop column "ended_reason", drop column "ended_user_id";');
  }
}
