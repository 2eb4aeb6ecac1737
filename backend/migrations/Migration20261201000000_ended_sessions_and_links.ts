import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions that stay ended and links that die with the account's keys (decision 0051):
 * - an ended session keeps its row as a tombstone (ended_at) until no request begun before its end
 *   can still be running, so express-session's save at the end of such a request finds it ended
 *   instead of writing it back;
 * - a change of password, address, second factor or administrator role retires every pending
 *   account link of the user in the transaction of the change, whichever code makes the change,
 *   but a link that undoes a change of address: that one must outlive what an intruder does next;
 * - the notice of an address change carries a link that undoes it (undo_email_change);
 * - a deleted account's address becomes a value that is no email address (`deleted:<id>`), so
 *   no sign-up can take it and block the deletion of another account.
 */
export class Migration20261201000000_ended_sessions_and_links extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "http_sessions" add column "ended_at" timestamptz null;');

    this.addSql('alter table "account_tokens" drop constraint "account_tokens_purpose_check";');
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('verify_email', 'reset_password', 'change_email', 'undo_email_change'));`,
    );

    this.addSql(`
      create function "retire_account_links"() returns trigger language plpgsql as $$
      begin
        update "account_tokens" set "expires_at" = now()
        where "user_id" = new."id" and "purpose" <> 'undo_email_change' and "used_at" is null and "expires_at" > now();
        return null;
      end $$;`);
    this.addSql(`
      create trigger "users_retire_account_links" after update on "users"
      for each row when (
        old."password_hash" is distinct from new."password_hash"
        or old."email" is distinct from new."email"
        or old."totp_secret" is distinct from new."totp_secret"
        or old."two_factor_enabled_at" is distinct from new."two_factor_enabled_at"
        or (old."role" is distinct from new."role" and 'admin' in (old."role", new."role"))
      )
      execute function "retire_account_links"();`);

    this.addSql(
      `update "users" set "email" = 'deleted:' || "id" where "deleted_at" is not null and "email" like 'deleted-%@deleted.invalid';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "users" set "email" = 'deleted-' || "id" || '@deleted.invalid' where "deleted_at" is not null and "email" like 'deleted:%';`,
    );
    this.addSql('drop trigger if exists "users_retire_account_links" on "users";');
    this.addSql('drop function if exists "retire_account_links";');
    this.addSql(`delete from "account_tokens" where "purpose" = 'undo_email_change';`);
    this.addSql('alter table "account_tokens" drop constraint "account_tokens_purpose_check";');
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('verify_email', 'reset_password', 'change_email'));`,
    );
    this.addSql('alter table "http_sessions" drop column "ended_at";');
  }
}
