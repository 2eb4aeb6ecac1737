import { Migration } from '@mikro-orm/migrations';

/** Contracts, reviews with trust scores, notifications, and the handlers' inbox of processed events. */
export class Migration20261124000000_contracting_reviews_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "processed_events" (
        "event_id" uuid not null,
        "handler" text not null,
        "processed_at" timestamptz not null default now(),
        constraint "processed_events_pkey" primary key ("event_id", "handler")
      );`);

    this.addSql(`
      create table "contracts" (
        "id" uuid not null primary key,
        "application_id" uuid not null,
        "job_id" uuid not null,
        "job_title" text not null,
        "client_id" uuid not null,
        "freelancer_id" uuid not null,
        "terms" text not null,
        "status" text not null,
        "client_reviewed" boolean not null,
        "freelancer_reviewed" boolean not null,
        "created_at" timestamptz not null,
        "completed_at" timestamptz null,
        "completed_by" uuid null,
        constraint "contracts_application_id_unique" unique ("application_id"),
        constraint "contracts_status_check" check ("status" in ('active', 'completed'))
      );`);
    this.addSql('create index "contracts_client_id_created_at_index" on "contracts" ("client_id", "created_at");');
    this.addSql('create index "contracts_freelancer_id_created_at_index" on "contracts" ("freelancer_id", "created_at");');

    this.addSql(`
      create table "reviews" (
        "id" uuid not null primary key,
        "contract_id" uuid not null,
        "reviewer_id" uuid not null,
        "reviewee_id" uuid not null,
        "rating" smallint not null,
        "comment" text not null,
        "created_at" timestamptz not null,
        "contract_completed_at" timestamptz not null,
        "published_at" timestamptz null,
        constraint "reviews_contract_id_reviewer_id_unique" unique ("contract_id", "reviewer_id"),
        constraint "reviews_rating_check" check (rating >= 1 and rating <= 5)
      );`);
    this.addSql('create index "reviews_reviewee_id_created_at_index" on "reviews" ("reviewee_id", "created_at");');
    this.addSql('create index "reviews_unpublished_index" on "reviews" ("contract_completed_at") where "published_at" is null;');

    this.addSql(`
      create table "trust_records" (
        "user_id" uuid not null primary key,
        "completed_contracts" int not null default 0,
        "score" smallint null,
        "version" int not null default 0,
        "updated_at" timestamptz not null
      );`);

    this.addSql('alter table "users" add column "trust_score_version" int not null default 0;');

    this.addSql(`
      create table "notifications" (
        "id" uuid not null primary key,
        "user_id" uuid not null,
        "type" text not null,
        "entity_id" uuid null,
        "title" text not null,
        "message" text not null,
        "is_read" boolean not null,
        "created_at" timestamptz not null,
        constraint "notifications_type_check" check ("type" in ('job_application', 'contract', 'message', 'verification', 'review', 'admin_action'))
      );`);
    this.addSql('create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "notifications";');
    this.addSql('alter table "users" drop column if exists "trust_score_version";');
    this.addSql('drop table if exists "trust_records";');
    this.addSql('drop table if exists "reviews";');
    this.addSql('drop table if exists "contracts";');
    this.addSql('drop table if exists "processed_events";');
  }
}
