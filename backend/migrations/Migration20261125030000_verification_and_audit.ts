import { Migration } from '@mikro-orm/migrations';

/** Identity verification requests, and the log of administrators' actions. */
export class Migration20261125030000_verification_and_audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "admin_actions" (
        "id" uuid not null primary key,
        "admin_id" uuid not null,
        "action" text not null,
        "subject_type" text not null,
        "subject_id" uuid not null,
        "before" jsonb null,
        "after" jsonb null,
        "created_at" timestamptz not null
      );`);
    this.addSql('create index "admin_actions_created_at_index" on "admin_actions" ("created_at");');
    this.addSql('create index "admin_actions_subject_index" on "admin_actions" ("subject_type", "subject_id");');
    this.addSql(`
      create table "verification_requests" (
        "id" uuid not null primary key,
        "user_id" uuid not null,
        "status" text check ("status" in ('pending', 'approved', 'rejected')) not null,
        "id_document_key" text null,
        "id_document_type" text not null,
        "video_key" text null,
        "video_type" text not null,
        "review_note" text null,
        "reviewed_by" uuid null,
        "reviewed_at" timestamptz null,
        "media_deleted_at" timestamptz null,
        "created_at" timestamptz not null
      );`);
    this.addSql('create index "verification_requests_user_id_created_at_index" on "verification_requests" ("user_id", "created_at");');
    this.addSql('create index "verification_requests_status_created_at_index" on "verification_requests" ("status", "created_at");');
    this.addSql(
      `create unique index "verification_requests_one_pending_per_user" on "verification_requests" ("user_id") where "status" = 'pending';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "verification_requests";');
    this.addSql('drop table if exists "admin_actions";');
  }
}
