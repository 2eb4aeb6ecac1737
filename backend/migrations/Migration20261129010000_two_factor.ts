import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (TOTP, decision 0034): the user's authenticator secret, encrypted, once
 * enrolled and while an enrolment waits for its first code; when it was turned on; the last time
 * step a code was accepted for (a code is good once); and the single-use recovery codes, hashed.
 */
export class Migration20261129010000_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users"
      add column "totp_secret" text null,
      add column "totp_pending_secret" text null,
      add column "two_factor_enabled_at" timestamptz null,
      add column "totp_last_time_step" integer null;`);
    this.addSql(
      'alter table "users" add constraint "users_two_factor_check" check (("totp_secret" is null) = ("two_factor_enabled_at" is null));',
    );

    this.addSql(`create table "two_factor_recovery_codes" (
      "id" uuid not null,
      "user_id" uuid not null,
      "code_hash" text not null,
      "created_at" timestamptz not null,
      "used_at" timestamptz null,
      constraint "two_factor_recovery_codes_pkey" primary key ("id"),
      constraint "two_factor_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql(
      'create unique index "two_factor_recovery_codes_user_id_code_hash_unique" on "two_factor_recovery_codes" ("user_id", "code_hash");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table "two_factor_recovery_codes";');
    this.addSql('alter table "users" drop constraint "users_two_factor_check";');
    this.addSql(
      'alter table "users" drop column "totp_secret", drop column "totp_pending_secret", drop column "two_factor_enabled_at", drop column "totp_last_time_step";',
    );
  }
}
