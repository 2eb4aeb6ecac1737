import { Migration } from '@mikro-orm/migrations';

/**
 * Offers with terms and milestones without money (decision 0072): every version of an offer on an
 * application (at most one open), the accepted version frozen on its contract, the contract's
 * milestones and each submission of one, answered by the client or approved on its own after 7 days.
 */
export class Migration20261205040000_offers_and_milestones extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "job_offers" (
      "id" uuid not null,
      "application_id" uuid not null,
      "client_id" uuid not null,
      "freelancer_id" uuid not null,
      "version" integer not null check ("version" >= 1),
      "proposed_by" text not null check ("proposed_by" in ('client', 'freelancer')),
      "rate" jsonb null,
      "hours_per_week" integer null check ("hours_per_week" between 1 and 80),
      "start_date" date not null,
      "end_date" date null,
      "milestones" jsonb not null,
      "notes" text not null,
      "status" text not null check ("status" in ('open', 'countered', 'accepted', 'declined', 'withdrawn')),
      "decision_note" text null,
      "created_at" timestamptz not null,
      "decided_at" timestamptz null,
      constraint "job_offers_pkey" primary key ("id"),
      constraint "job_offers_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade,
      constraint "job_offers_end_date_check" check ("end_date" is null or "end_date" >= "start_date")
    );`);
    this.addSql('alter table "job_offers" add constraint "job_offers_application_id_version_unique" unique ("application_id", "version");');
    this.addSql(`create unique index "job_offers_one_open_per_application" on "job_offers" ("application_id") where "status" = 'open';`);
    this.addSql('create index "job_offers_client_id_index" on "job_offers" ("client_id");');
    this.addSql('create index "job_offers_freelancer_id_index" on "job_offers" ("freelancer_id");');

    this.addSql('alter table "contracts" add column "offer" jsonb null;');

    this.addSql(`create table "contract_milestones" (
      "id" uuid not null,
      "contract_id" uuid not null,
      "position" integer not null,
      "title" text not null,
      "due_date" date null,
      "description" text not null,
      "status" text not null check ("status" in ('open', 'submitted', 'changes_requested', 'approved')),
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "contract_milestones_pkey" primary key ("id"),
      constraint "contract_milestones_contract_id_foreign" foreign key ("contract_id") references "contracts" ("id") on delete cascade
    );`);
    this.addSql(
      'alter table "contract_milestones" add constraint "contract_milestones_contract_id_position_unique" unique ("contract_id", "position");',
    );

    this.addSql(`create table "milestone_submissions" (
      "id" uuid not null,
      "milestone_id" uuid not null,
      "contract_id" uuid not null,
      "note" text not null,
      "submitted_at" timestamptz not null,
      "auto_approve_at" timestamptz not null,
      "remind_at" timestamptz not null,
      "reminded_at" timestamptz null,
      "outcome" text null check ("outcome" in ('approved', 'changes_requested', 'auto_approved')),
      "outcome_note" text null,
      "decided_at" timestamptz null,
      constraint "milestone_submissions_pkey" primary key ("id"),
      constraint "milestone_submissions_milestone_id_foreign" foreign key ("milestone_id") references "contract_milestones" ("id") on delete cascade
    );`);
    this.addSql(
      'create index "milestone_submissions_milestone_id_submitted_at_index" on "milestone_submissions" ("milestone_id", "submitted_at");',
    );
    // One submission waits for an answer per milestone; the schedule and the completion find the waiting ones.
    this.addSql(
      'create unique index "milestone_submissions_one_waiting" on "milestone_submissions" ("milestone_id") where "outcome" is null;',
    );
    this.addSql(
      'create index "milestone_submissions_waiting_contract" on "milestone_submissions" ("contract_id") where "outcome" is null;',
    );
    this.addSql('create index "milestone_submissions_waiting_due" on "milestone_submissions" ("auto_approve_at") where "outcome" is null;');
    this.addSql(
      'create index "milestone_submissions_reminder_due" on "milestone_submissions" ("remind_at") where "outcome" is null and "reminded_at" is null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "milestone_submissions";');
    this.addSql('drop table if exists "contract_milestones";');
    this.addSql('alter table "contracts" drop column "offer";');
    this.addSql('drop table if exists "job_offers";');
  }
}
