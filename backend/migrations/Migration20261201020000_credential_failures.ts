import { Migration } from '@mikro-orm/migrations';

/**
 * Wrong passwords and second-factor codes counted per account, across every client address
 * (decision 0053): one row per account (`account:<id>`), or per email that has no account
 * (`email:<sha-256 of the address>`, so no address is stored), with the attempts taken and not
 * given back, the lock-outs in a row, until when the checks are refused, and when the owner was
 * last told. A new password, by whatever path (a reset link above all: the way out of a
 * lock-out), deletes the account's row in the transaction of the change.
 */
export class Migration20261201020000_credential_failures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "credential_failures" (
      "key" text not null,
      "user_id" uuid null,
      "attempts" integer not null,
      "lockouts" integer not null,
      "locked_until" timestamptz null,
      "touched_at" timestamptz not null,
      "notified_at" timestamptz null,
      constraint "credential_failures_pkey" primary key ("key"),
      constraint "credential_failures_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql('create index "credential_failures_user_id_index" on "credential_failures" ("user_id");');
    this.addSql('create index "credential_failures_touched_at_index" on "credential_failures" ("touched_at");');

    this.addSql(`
      create function "forgive_credential_failures"() returns trigger language plpgsql as $$
      begin
        delete from "credential_failures" where "user_id" = new."id";
        return null;
      end $$;`);
    this.addSql(`
      create trigger "users_forgive_credential_failures" after update on "users"
      for each row when (old."password_hash" is distinct from new."password_hash")
      execute function "forgive_credential_failures"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "users_forgive_credential_failures" on "users";');
    this.addSql('drop function if exists "forgive_credential_failures";');
    this.addSql('drop table if exists "credential_failures";');
  }
}
