import { Migration } from '@mikro-orm/migrations';

const REASONS_BEFORE = `'signed_out', 'signed_out_elsewhere', 'too_many_sessions', 'expired', 'suspended', 'password_changed', 'password_reset', 'two_factor_changed', 'account_deleted'`;

/**
 * A session that a new one of the same user replaces in the same browser (signed in again,
 * two-factor sign-in turned on) ends as `renewed`: its tab's calls still in flight are refused
 * with that reason and asked again with the new cookie, instead of leaving for sign-in.
 */
export class Migration20261212000000_session_renewed_reason extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "http_sessions" drop constraint "http_sessions_ended_reason_check";');
    this.addSql(
      `alter table "http_sessions" add constraint "http_sessions_ended_reason_check" check ("ended_reason" in (${REASONS_BEFORE}, 'renewed'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "http_sessions" set "ended_reason" = 'signed_out' where "ended_reason" = 'renewed';`);
    this.addSql('alter table "http_sessions" drop constraint "http_sessions_ended_reason_check";');
    this.addSql(
      `alter table "http_sessions" add constraint "http_sessions_ended_reason_check" check ("ended_reason" in (${REASONS_BEFORE}));`,
    );
  }
}
