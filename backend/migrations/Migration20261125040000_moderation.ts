import { Migration } from '@mikro-orm/migrations';

/** Reports of users, job posts and messages; disputes on contracts. */
export class Migration20261125040000_moderation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "reports" (
        "id" uuid not null primary key,
        "reporter_id" uuid not null,
        "report_type" text check ("report_type" in ('user', 'job', 'message')) not null,
        "target_id" uuid not null,
        "reason" text not null,
        "evidence" text null,
        "status" text check ("status" in ('pending', 'resolved', 'dismissed')) not null,
        "note" text null,
        "reviewed_at" timestamptz null,
        "created_at" timestamptz not null,
        constraint "reports_note_when_closed_check" check (("status" = 'pending') = ("note" is null))
      );`);
    this.addSql('create index "reports_status_created_at_index" on "reports" ("status", "created_at", "id");');
    this.addSql('create index "reports_reporter_id_created_at_index" on "reports" ("reporter_id", "created_at");');
    this.addSql(
      `create unique index "reports_one_pending_per_target" on "reports" ("reporter_id", "report_type", "target_id") where "status" = 'pending';`,
    );

    this.addSql(`
      create table "disputes" (
        "id" uuid not null primary key,
        "contract_id" uuid not null,
        "job_title" text not null,
        "client_id" uuid not null,
        "freelancer_id" uuid not null,
        "initiator_id" uuid not null,
        "reason" text not null,
        "status" text check ("status" in ('open', 'under_review', 'resolved')) not null,
        "resolution" text null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "resolved_at" timestamptz null,
        constraint "disputes_resolution_when_resolved_check" check (("status" = 'resolved') = ("resolution" is not null))
      );`);
    this.addSql('create index "disputes_status_created_at_index" on "disputes" ("status", "created_at", "id");');
    this.addSql('create index "disputes_client_id_created_at_index" on "disputes" ("client_id", "created_at");');
    this.addSql('create index "disputes_freelancer_id_created_at_index" on "disputes" ("freelancer_id", "created_at");');
    this.addSql(`create unique index "disputes_one_unresolved_per_contract" on "disputes" ("contract_id") where "status" <> 'resolved';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "disputes";');
    this.addSql('drop table if exists "reports";');
  }
}
