import { Migration } from '@mikro-orm/migrations';

/**
 * Appeals of administrators' actions (decision 0065): one per enforcement action, filed by the
 * user the action is on, decided by another administrator. The queue reads pending ones oldest
 * first (status, created_at, id); a user's list reads theirs newest first.
 */
export class Migration20261204020000_appeals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "appeals" (
        "id" uuid not null primary key,
        "enforcement_action_id" uuid not null,
        "appellant_id" uuid not null,
        "text" text not null,
        "status" text check ("status" in ('pending', 'upheld', 'lifted')) not null,
        "decided_by" uuid null,
        "decision_reason" text null,
        "created_at" timestamptz not null,
        "decided_at" timestamptz null,
        constraint "appeals_decided_at_when_decided_check" check (("status" = 'pending') = ("decided_at" is null)),
        constraint "appeals_decision_reason_when_decided_check" check (("status" = 'pending') = ("decision_reason" is null))
      );`);
    this.addSql('alter table "appeals" add constraint "appeals_enforcement_action_id_unique" unique ("enforcement_action_id");');
    this.addSql('create index "appeals_status_created_at_index" on "appeals" ("status", "created_at", "id");');
    this.addSql('create index "appeals_appellant_id_created_at_index" on "appeals" ("appellant_id", "created_at", "id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "appeals";');
  }
}
