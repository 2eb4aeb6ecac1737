import { Migration } from '@mikro-orm/migrations';

/** Job posts with full-text search, applications, and the transactional outbox. */
export class Migration20261122010000_jobs extends Migration {
  override async up(): Promise<void> {
    // array_to_string is only STABLE; this wrapper is safe to declare IMMUTABLE for text[] and
    // lets the generated search column use it.
    this.addSql(`
      create function "job_tags_text"(tags text[]) returns text
      language sql immutable parallel safe
      as $$ select coalesce(array_to_string(tags, ' '), '') $$;`);
    this.addSql(`
      create table "job_posts" (
        "id" uuid not null primary key,
        "client_id" uuid not null,
        "client_verified" boolean not null,
        "job_type" text not null,
        "title" text not null,
        "description" text not null,
        "category" text not null,
        "duration" text null,
        "verified_only" boolean not null,
        "status" text not null,
        "tags" text[] not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "search_vector" tsvector generated always as (
          setweight(to_tsvector('english', "title"), 'A') ||
          setweight(to_tsvector('english', job_tags_text("tags")), 'B') ||
          setweight(to_tsvector('english', replace("category", '-', ' ')), 'B') ||
          setweight(to_tsvector('english', "description"), 'C')
        ) stored,
        constraint "job_posts_job_type_check" check ("job_type" in ('job_offer', 'job_seeking')),
        constraint "job_posts_category_check" check ("category" in ('chat-operator', 'customer-service', 'virtual-assistant', 'content-moderator', 'social-media-manager', 'email-support')),
        constraint "job_posts_status_check" check ("status" in ('open', 'closed', 'cancelled'))
      );`);
    this.addSql('create index "job_posts_status_created_at_index" on "job_posts" ("status", "created_at", "id");');
    this.addSql('create index "job_posts_client_id_created_at_index" on "job_posts" ("client_id", "created_at");');
    this.addSql('create index "job_posts_search_vector_index" on "job_posts" using gin ("search_vector");');

    this.addSql(`
      create table "applications" (
        "id" uuid not null primary key,
        "job_id" uuid not null,
        "freelancer_id" uuid not null,
        "cover_letter" text not null,
        "status" text not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        constraint "applications_job_id_foreign" foreign key ("job_id") references "job_posts" ("id") on update cascade on delete cascade,
        constraint "applications_job_id_freelancer_id_unique" unique ("job_id", "freelancer_id"),
        constraint "applications_status_check" check ("status" in ('pending', 'accepted', 'rejected'))
      );`);
    this.addSql('create index "applications_freelancer_id_created_at_index" on "applications" ("freelancer_id", "created_at");');
    this.addSql('create index "applications_job_id_status_index" on "applications" ("job_id", "status");');

    this.addSql(`
      create table "outbox_events" (
        "id" uuid not null primary key,
        "type" text not null,
        "payload" jsonb not null,
        "occurred_at" timestamptz not null,
        "published_at" timestamptz null,
        "claimed_until" timestamptz null,
        "attempts" int not null default 0,
        "last_error" text null
      );`);
    this.addSql('create index "outbox_events_pending_index" on "outbox_events" ("occurred_at") where "published_at" is null;');
    // Wakes the relays of every instance when the inserting transaction commits.
    this.addSql(`
      create function "notify_outbox_events"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_events', '');
        return null;
      end $$;`);
    this.addSql(`
      create trigger "outbox_events_notify" after insert on "outbox_events"
      for each statement execute function "notify_outbox_events"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "outbox_events";');
    this.addSql('drop function if exists "notify_outbox_events";');
    this.addSql('drop table if exists "applications";');
    this.addSql('drop table if exists "job_posts";');
    this.addSql('drop function if exists "job_tags_text";');
  }
}
