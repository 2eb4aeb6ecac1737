import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches and their alerts (decision 0073). A saved search keeps its criteria as the user
 * gave them (jsonb, what the screens read back) and, beside them, the columns the matcher compares
 * a new post with in one set-based statement: the words as a stored tsquery (each word as the
 * search reads it, the last one a prefix), the type, category, pay, verified-only, time zone and
 * languages. saved_search_matches records which post or freelancer each search matched and when:
 * the "new since your last visit" count, the digests' windows and the dashboard feed read it.
 * The bell gets a type for each kind of instant alert: a post (it leads to the post) and a freelancer
 * (to their profile).
 */
export class Migration20261206000000_saved_searches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "saved_searches" (
        "id" uuid not null primary key,
        "user_id" uuid not null constraint "saved_searches_user_id_foreign" references "users" ("id") on delete cascade,
        "kind" text not null check ("kind" in ('jobs', 'freelancers')),
        "name" text not null check (char_length("name") >= 1 and char_length("name") <= 60),
        "criteria" jsonb not null,
        "alert" text not null default 'instant' check ("alert" in ('off', 'instant', 'daily', 'weekly')),
        "term_query" tsquery null,
        "job_type" text null,
        "category" text null,
        "pay_type" text null,
        "currency" text null,
        "min_rate" integer null,
        "max_rate" integer null,
        "min_budget" integer null,
        "verified_only" boolean not null default false,
        "time_zone" text null,
        "languages" text[] null,
        "last_visited_at" timestamptz null,
        "last_digest_at" timestamptz null,
        "created_at" timestamptz not null
      );`);
    this.addSql('create index "saved_searches_user_id_created_at_index" on "saved_searches" ("user_id", "created_at", "id");');
    // The digests look for searches of one alert window; most searches alert instantly or not at all.
    this.addSql(
      `create index "saved_searches_digest_index" on "saved_searches" ("alert", "last_digest_at") where "alert" in ('daily', 'weekly');`,
    );
    this.addSql(`
      create table "saved_search_matches" (
        "saved_search_id" uuid not null constraint "saved_search_matches_saved_search_id_foreign" references "saved_searches" ("id") on delete cascade,
        "subject_id" uuid not null,
        "matched_at" timestamptz not null,
        constraint "saved_search_matches_pkey" primary key ("saved_search_id", "subject_id")
      );`);
    this.addSql(
      'create index "saved_search_matches_saved_search_id_matched_at_index" on "saved_search_matches" ("saved_search_id", "matched_at");',
    );
    // A post taken down or a freelancer suspended leaves every search's matches at once.
    this.addSql('create index "saved_search_matches_subject_id_index" on "saved_search_matches" ("subject_id");');
    this.addSql('alter table "notifications" drop constraint "notifications_type_check";');
    this.addSql(`alter table "notifications" add constraint "notifications_type_check"
      check ("type" in ('job_application', 'contract', 'message', 'verification', 'review', 'admin_action', 'admin_queue', 'invitation', 'saved_search_job', 'saved_search_freelancer'));`);
  }

  override async down(): Promise<void> {
    this.addSql('delete from "notifications" where "type" in (\'saved_search_job\', \'saved_search_freelancer\');');
    this.addSql('alter table "notifications" drop constraint "notifications_type_check";');
    this.addSql(`alter table "notifications" add constraint "notifications_type_check"
      check ("type" in ('job_application', 'contract', 'message', 'verification', 'review', 'admin_action', 'admin_queue', 'invitation'));`);
    this.addSql('drop table if exists "saved_search_matches";');
    this.addSql('drop table if exists "saved_searches";');
  }
}
