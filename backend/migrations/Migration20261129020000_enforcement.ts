import { Migration } from '@mikro-orm/migrations';

/**
 * Enforcement by administrators (decision 0035): the record of each action (moderation), and what
 * each context keeps of its effects on its own rows:
 * - identity: a suspended account (until when, why, by which action); a taken-down portfolio item;
 * - jobs: the posts of a suspended owner and taken-down posts, both hidden from others; the
 *   applications a suspension withdrew (a new status);
 * - messaging: a message an administrator removed (its text is emptied; the audit keeps it).
 * The searches that now leave hidden rows out keep their indexes: a hidden row is rare, so the
 * existing index scans drop it as a filter (checked with EXPLAIN on a seeded table).
 */
export class Migration20261129020000_enforcement extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "enforcement_actions" (
        "id" uuid not null primary key,
        "kind" text check ("kind" in ('suspension', 'job_takedown', 'portfolio_takedown', 'message_removal')) not null,
        "subject_id" uuid not null,
        "user_id" uuid not null,
        "reason" text not null,
        "ends_at" timestamptz null,
        "report_id" uuid null,
        "dispute_id" uuid null,
        "admin_id" uuid not null,
        "status" text check ("status" in ('active', 'lifted', 'expired')) not null,
        "created_at" timestamptz not null,
        "lifted_at" timestamptz null,
        "lifted_by" uuid null,
        "lift_reason" text null,
        constraint "enforcement_actions_ends_at_only_for_suspension_check" check ("kind" = 'suspension' or "ends_at" is null),
        constraint "enforcement_actions_lifted_at_when_ended_check" check (("status" = 'active') = ("lifted_at" is null))
      );`);
    this.addSql('create index "enforcement_actions_created_at_index" on "enforcement_actions" ("created_at", "id");');
    this.addSql('create index "enforcement_actions_user_id_created_at_index" on "enforcement_actions" ("user_id", "created_at", "id");');
    this.addSql(
      `create unique index "enforcement_actions_one_active_per_subject" on "enforcement_actions" ("kind", "subject_id") where "status" = 'active';`,
    );
    this.addSql(
      `create index "enforcement_actions_expiring_index" on "enforcement_actions" ("ends_at") where "status" = 'active' and "ends_at" is not null;`,
    );

    this.addSql(`alter table "users"
      add column "suspended_at" timestamptz null,
      add column "suspended_until" timestamptz null,
      add column "suspension_reason" text null,
      add column "suspension_action_id" uuid null;`);
    this.addSql(
      'alter table "users" add constraint "users_suspension_check" check (("suspended_at" is null) = ("suspension_action_id" is null));',
    );

    this.addSql(`alter table "portfolio_items"
      add column "taken_down_at" timestamptz null,
      add column "takedown_reason" text null,
      add column "takedown_action_id" uuid null;`);

    this.addSql(`alter table "job_posts"
      add column "owner_suspended" boolean not null default false,
      add column "taken_down_at" timestamptz null,
      add column "takedown_reason" text null,
      add column "takedown_action_id" uuid null;`);

    this.addSql('alter table "applications" drop constraint "applications_status_check";');
    this.addSql(
      `alter table "applications" add constraint "applications_status_check" check ("status" in ('pending', 'accepted', 'rejected', 'withdrawn'));`,
    );

    this.addSql(`alter table "messages"
      add column "removed_at" timestamptz null,
      add column "removal_action_id" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "messages" drop column "removed_at", drop column "removal_action_id";');
    this.addSql(`update "applications" set "status" = 'rejected' where "status" = 'withdrawn';`);
    this.addSql('alter table "applications" drop constraint "applications_status_check";');
    this.addSql(
      `alter table "applications" add constraint "applications_status_check" check ("status" in ('pending', 'accepted', 'rejected'));`,
    );
    this.addSql(
      'alter table "job_posts" drop column "owner_suspended", drop column "taken_down_at", drop column "takedown_reason", drop column "takedown_action_id";',
    );
    this.addSql(
      'alter table "portfolio_items" drop column "taken_down_at", drop column "takedown_reason", drop column "takedown_action_id";',
    );
    this.addSql('alter table "users" drop constraint "users_suspension_check";');
    this.addSql(
      'alter table "users" drop column "suspended_at", drop column "suspended_until", drop column "suspension_reason", drop column "suspension_action_id";',
    );
    this.addSql('drop table if exists "enforcement_actions";');
  }
}
