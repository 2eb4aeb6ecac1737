import { Migration } from '@mikro-orm/migrations';

/**
 * The scam shield (decision 0060). Each post, application and message carries the verdict of the
 * safety check and its reasons; a held message waits in held_messages, outside the conversation,
 * until an administrator releases it (then it is sent) or removes it. safety_reviews is the
 * safety context's record of every warned or held text, the administrators' queue and the
 * author's one contest.
 */
export class Migration20261202000000_safety extends Migration {
  override async up(): Promise<void> {
    for (const table of ['job_posts', 'applications']) {
      this.addSql(`alter table "${table}"
        add column "safety_verdict" text not null default 'clear',
        add column "safety_reasons" jsonb not null default '[]',
        add constraint "${table}_safety_verdict_check" check ("safety_verdict" in ('clear', 'warn', 'hold'));`);
    }
    // A held message never enters the conversation; the ones delivered are clear or warned.
    this.addSql(`alter table "messages"
      add column "safety_verdict" text not null default 'clear',
      add column "safety_reasons" jsonb not null default '[]',
      add constraint "messages_safety_verdict_check" check ("safety_verdict" in ('clear', 'warn'));`);

    this.addSql(`
      create table "held_messages" (
        "id" uuid not null primary key,
        "conversation_id" uuid not null,
        "sender_id" uuid not null,
        "receiver_id" uuid not null,
        "content" text not null,
        "client_message_id" uuid null,
        "safety_reasons" jsonb not null,
        "created_at" timestamptz not null,
        "removed_at" timestamptz null,
        constraint "held_messages_sender_id_client_message_id_unique" unique ("sender_id", "client_message_id")
      );`);
    this.addSql('create index "held_messages_conversation_id_created_at_index" on "held_messages" ("conversation_id", "created_at");');
    this.addSql('create index "held_messages_receiver_id_index" on "held_messages" ("receiver_id");');

    this.addSql(`
      create table "safety_reviews" (
        "id" uuid not null primary key,
        "content_kind" text not null,
        "content_id" uuid not null,
        "author_id" uuid not null,
        "verdict" text not null,
        "reasons" jsonb not null,
        "text" text not null,
        "status" text not null,
        "screened_at" timestamptz not null,
        "contested_at" timestamptz null,
        "contest_note" text null,
        "decided_at" timestamptz null,
        "decided_by" uuid null,
        "decision_note" text null,
        "created_at" timestamptz not null,
        constraint "safety_reviews_content_unique" unique ("content_kind", "content_id"),
        constraint "safety_reviews_content_kind_check" check ("content_kind" in ('job_post', 'availability_post', 'application', 'message')),
        constraint "safety_reviews_verdict_check" check ("verdict" in ('warn', 'hold')),
        constraint "safety_reviews_status_check" check ("status" in ('held', 'warned', 'contested', 'released', 'removed', 'upheld', 'superseded'))
      );`);
    // The queue: what waits for an administrator, oldest first.
    this.addSql(
      `create index "safety_reviews_open_index" on "safety_reviews" ("created_at", "id") where "status" in ('held', 'contested');`,
    );
    this.addSql('create index "safety_reviews_status_created_at_index" on "safety_reviews" ("status", "created_at", "id");');
    this.addSql('create index "safety_reviews_author_id_index" on "safety_reviews" ("author_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "safety_reviews";');
    this.addSql('drop table if exists "held_messages";');
    for (const table of ['job_posts', 'applications', 'messages']) {
      this.addSql(`alter table "${table}" drop column if exists "safety_verdict", drop column if exists "safety_reasons";`);
    }
  }
}
