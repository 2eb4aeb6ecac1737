import { Migration } from '@mikro-orm/migrations';

/**
 * The administrators' people screens (decision 0036):
 * - searching accounts by any part of the name, username or email: a trigram index (pg_trgm, a
 *   trusted extension any database owner may create) answers `ilike '%word%'` on the text the
 *   search looks in, instead of a scan of every account;
 * - the newest accounts first, a page at a time: (created_at, id);
 * - the reports against a user: each report names whose user, job post or message it is
 *   (target_user_id), filled when the report is filed; the reports filed before are filled here
 *   from the posts and messages that still exist.
 */
export class Migration20261129030000_admin_people extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(
      `create index "users_admin_search_index" on "users" using gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("username", '') || ' ' || "email") gin_trgm_ops);`,
    );
    this.addSql('create index "users_created_at_index" on "users" ("created_at", "id");');

    this.addSql('alter table "reports" add column "target_user_id" uuid null;');
    this.addSql(`update "reports" set "target_user_id" = "target_id" where "report_type" = 'user';`);
    this.addSql(
      `update "reports" set "target_user_id" = "job_posts"."client_id" from "job_posts" where "reports"."report_type" = 'job' and "job_posts"."id" = "reports"."target_id";`,
    );
    this.addSql(
      `update "reports" set "target_user_id" = "messages"."sender_id" from "messages" where "reports"."report_type" = 'message' and "messages"."id" = "reports"."target_id";`,
    );
    this.addSql('create index "reports_target_user_id_created_at_index" on "reports" ("target_user_id", "created_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "reports_target_user_id_created_at_index";');
    this.addSql('alter table "reports" drop column "target_user_id";');
    this.addSql('drop index "users_created_at_index";');
    this.addSql('drop index "users_admin_search_index";');
  }
}
