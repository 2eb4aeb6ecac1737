import { Migration } from '@mikro-orm/migrations';

/**
 * Reads that cost their page, not the table (decision 0038):
 * - the conversation list reads each side of the pair on its own (user, last_message_at, id) index;
 *   the second side's index replaces the one on second_user_id alone;
 * - the dashboard's latest applications: the applicant's by (freelancer_id, updated_at), those to
 *   a post owner's posts by (client_id, updated_at), the owner copied onto each application;
 * - a post's application count is kept on the post (applications_count), counted here once.
 */
export class Migration20261130010000_reads_that_cost_their_page extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index "conversations_first_user_id_last_message_at_index" on "conversations" ("first_user_id", "last_message_at", "id") where "last_message_at" is not null;',
    );
    this.addSql(
      'create index "conversations_second_user_id_last_message_at_index" on "conversations" ("second_user_id", "last_message_at", "id") where "last_message_at" is not null;',
    );
    this.addSql('drop index "conversations_second_user_id_index";');

    this.addSql('create index "applications_freelancer_id_updated_at_index" on "applications" ("freelancer_id", "updated_at");');
    this.addSql('alter table "applications" add column "client_id" uuid null;');
    this.addSql(
      'update "applications" set "client_id" = "job_posts"."client_id" from "job_posts" where "job_posts"."id" = "applications"."job_id";',
    );
    this.addSql('alter table "applications" alter column "client_id" set not null;');
    this.addSql('create index "applications_client_id_updated_at_index" on "applications" ("client_id", "updated_at");');

    this.addSql('alter table "job_posts" add column "applications_count" integer not null default 0;');
    this.addSql(
      'update "job_posts" set "applications_count" = "counted"."count" from (select "job_id", count(*) as "count" from "applications" group by "job_id") as "counted" where "counted"."job_id" = "job_posts"."id";',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "job_posts" drop column "applications_count";');
    this.addSql('drop index "applications_client_id_updated_at_index";');
    this.addSql('alter table "applications" drop column "client_id";');
    this.addSql('drop index "applications_freelancer_id_updated_at_index";');
    this.addSql('create index "conversations_second_user_id_index" on "conversations" ("second_user_id");');
    this.addSql('drop index "conversations_second_user_id_last_message_at_index";');
    this.addSql('drop index "conversations_first_user_id_last_message_at_index";');
  }
}
