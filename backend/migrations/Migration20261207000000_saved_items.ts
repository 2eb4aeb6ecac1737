import { Migration } from '@mikro-orm/migrations';

/**
 * Saved jobs and saved freelancers (decision 0074): a user's own lists, newest saved first, at most
 * 500 of each. The saver's rows go with their account (a deleted account's rows are removed by
 * discovery's AccountDeleted handler; the foreign key covers a row removed outright). A saved
 * freelancer's account is only ever marked deleted, so the list says so. A saved post has no
 * foreign key: jobs deletes posts outright (a deleted account's unhired posts), and the saver's list
 * still shows the entry as no longer available instead of losing it without a word.
 */
export class Migration20261207000000_saved_items extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "saved_jobs" (
      "user_id" uuid not null,
      "job_id" uuid not null,
      "created_at" timestamptz not null,
      constraint "saved_jobs_pkey" primary key ("user_id", "job_id"),
      constraint "saved_jobs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql('create index "saved_jobs_user_id_created_at_index" on "saved_jobs" ("user_id", "created_at", "job_id");');
    this.addSql(`create table "saved_freelancers" (
      "user_id" uuid not null,
      "freelancer_id" uuid not null,
      "created_at" timestamptz not null,
      constraint "saved_freelancers_pkey" primary key ("user_id", "freelancer_id"),
      constraint "saved_freelancers_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
      constraint "saved_freelancers_freelancer_id_foreign" foreign key ("freelancer_id") references "users" ("id") on delete cascade
    );`);
    this.addSql(
      'create index "saved_freelancers_user_id_created_at_index" on "saved_freelancers" ("user_id", "created_at", "freelancer_id");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "saved_freelancers";');
    this.addSql('drop table if exists "saved_jobs";');
  }
}
