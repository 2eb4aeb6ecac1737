import { Migration } from '@mikro-orm/migrations';

/** Users, HTTP sessions and rate-limit counters. */
export class Migration20261122000000_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "users" (
        "id" uuid not null primary key,
        "username" text null,
        "username_last_changed" timestamptz null,
        "first_name" text not null,
        "last_name" text not null,
        "email" text not null,
        "password_hash" text not null,
        "profile_image_url" text null,
        "role" text not null,
        "is_verified" boolean not null,
        "trust_score" smallint null,
        "bio" text null,
        "location" text null,
        "hourly_rate" numeric(10,2) null,
        "skills" text[] not null,
        "languages" text[] not null,
        "completed_jobs_count" int not null,
        "created_at" timestamptz not null,
        constraint "users_username_unique" unique ("username"),
        constraint "users_email_unique" unique ("email"),
        constraint "users_role_check" check ("role" in ('freelancer', 'client', 'admin')),
        constraint "users_trust_score_check" check ("trust_score" >= 0 and "trust_score" <= 100)
      );`);
    this.addSql(`create index "users_role_is_verified_index" on "users" ("role", "is_verified");`);
    this.addSql(`
      create table "http_sessions" (
        "sid" text not null primary key,
        "data" jsonb not null,
        "expires_at" timestamptz not null
      );`);
    this.addSql(`create index "http_sessions_expires_at_index" on "http_sessions" ("expires_at");`);
    this.addSql(`
      create table "rate_limit_counters" (
        "key" text not null primary key,
        "hits" int not null,
        "window_ends_at" timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "rate_limit_counters";');
    this.addSql('drop table if exists "http_sessions";');
    this.addSql('drop table if exists "users";');
  }
}
