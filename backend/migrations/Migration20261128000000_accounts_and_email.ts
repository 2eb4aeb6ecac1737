import { Migration } from '@mikro-orm/migrations';

/**
 * The account lifecycle and the email channel: a proven address, one-use links (email
 * verification, password reset, email change), deleted accounts, each email sent once per event
 * and recipient, the email topics a user turned off, and how far unread-message digests reached.
 */
export class Migration20261128000000_accounts_and_email extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "users" add column "email_verified_at" timestamptz null, add column "deleted_at" timestamptz null;');
    // Accounts made before addresses were proven keep working: they have used the product with
    // this address, some mid-contract (decision 0030).
    this.addSql('update "users" set "email_verified_at" = now();');

    this.addSql(`create table "account_tokens" (
      "id" uuid not null,
      "user_id" uuid not null,
      "purpose" text not null,
      "token_hash" text not null,
      "email" text not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      constraint "account_tokens_pkey" primary key ("id"),
      constraint "account_tokens_purpose_check" check ("purpose" in ('verify_email', 'reset_password', 'change_email')),
      constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql('create unique index "account_tokens_token_hash_unique" on "account_tokens" ("token_hash");');
    this.addSql('create index "account_tokens_user_id_purpose_index" on "account_tokens" ("user_id", "purpose");');

    this.addSql(`create table "sent_emails" (
      "event_id" uuid not null,
      "kind" text not null,
      "recipient" text not null,
      "claimed_until" timestamptz not null,
      "sent_at" timestamptz null,
      constraint "sent_emails_pkey" primary key ("event_id", "kind", "recipient")
    );`);

    this.addSql(`create table "email_preferences" (
      "user_id" uuid not null,
      "disabled_topics" text[] not null default '{}',
      constraint "email_preferences_pkey" primary key ("user_id"),
      constraint "email_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);

    this.addSql(`create table "message_digests" (
      "user_id" uuid not null,
      "covered_until" timestamptz not null,
      constraint "message_digests_pkey" primary key ("user_id"),
      constraint "message_digests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table "message_digests";');
    this.addSql('drop table "email_preferences";');
    this.addSql('drop table "sent_emails";');
    this.addSql('drop table "account_tokens";');
    this.addSql('alter table "users" drop column "email_verified_at", drop column "deleted_at";');
  }
}
