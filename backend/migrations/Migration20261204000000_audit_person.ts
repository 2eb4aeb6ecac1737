import { Migration } from '@mikro-orm/migrations';

/**
 * Every administrator action names the person it concerns, so the audit log filters by person and
 * a queue item shows the decisions taken before on the same person (decision 0063). Filled here
 * for the actions recorded so far from the records they name; from now on each action says it.
 */
export class Migration20261204000000_audit_person extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "admin_actions" add column "person_id" uuid null;');
    this.addSql('create index "admin_actions_person_id_created_at_index" on "admin_actions" ("person_id", "created_at");');
    this.addSql(`update "admin_actions" set "person_id" = "subject_id" where "subject_type" = 'user';`);
    this.addSql(`
      update "admin_actions" set "person_id" = "v"."user_id" from "verification_requests" as "v"
      where "admin_actions"."subject_type" = 'verification_request' and "v"."id" = "admin_actions"."subject_id";`);
    this.addSql(`
      update "admin_actions" set "person_id" = "r"."target_user_id" from "reports" as "r"
      where "admin_actions"."subject_type" = 'report' and "r"."id" = "admin_actions"."subject_id";`);
    this.addSql(`
      update "admin_actions" set "person_id" = case when "d"."initiator_id" = "d"."client_id" then "d"."freelancer_id" else "d"."client_id" end
      from "disputes" as "d"
      where "admin_actions"."subject_type" = 'dispute' and "d"."id" = "admin_actions"."subject_id";`);
    this.addSql(`
      update "admin_actions" set "person_id" = "e"."user_id" from "enforcement_actions" as "e"
      where "admin_actions"."action" like 'enforcement.%' and "admin_actions"."person_id" is null
        and "e"."id"::text = coalesce("admin_actions"."after"->>'enforcementActionId', "admin_actions"."before"->>'enforcementActionId');`);
    this.addSql(`
      update "admin_actions" set "person_id" = "s"."author_id" from "safety_reviews" as "s"
      where "admin_actions"."action" like 'safety.%' and "s"."id"::text = "admin_actions"."after"->>'reviewId';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "admin_actions_person_id_created_at_index";');
    this.addSql('alter table "admin_actions" drop column if exists "person_id";');
  }
}
