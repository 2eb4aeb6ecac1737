import { Migration } from '@mikro-orm/migrations';

/**
 * Administrators are told of new work in their queues (decision 0068): the bell's `admin_queue`
 * notifications name the queue of their item, and each administrator's digest email has its
 * schedule.
 */
export class Migration20261204050000_admin_queue_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "notifications" drop constraint "notifications_type_check";');
    this.addSql(`alter table "notifications" add constraint "notifications_type_check"
      check ("type" in ('job_application', 'contract', 'message', 'verification', 'review', 'admin_action', 'admin_queue'));`);
    this.addSql('alter table "notifications" add column "queue" text null;');
    this.addSql(`alter table "notifications" add constraint "notifications_queue_check"
      check ("queue" in ('verifications', 'reports', 'disputes', 'safety', 'appeals'));`);
    this.addSql(
      `create index "notifications_unread_admin_queue_item" on "notifications" ("entity_id") where "type" = 'admin_queue' and not "is_read";`,
    );

    this.addSql(`create table "admin_queue_digests" (
      "admin_id" uuid not null,
      "due_at" timestamptz null,
      "last_due_at" timestamptz null,
      constraint "admin_queue_digests_pkey" primary key ("admin_id"),
      constraint "admin_queue_digests_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete cascade
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "admin_queue_digests";');
    this.addSql('drop index if exists "notifications_unread_admin_queue_item";');
    this.addSql(`delete from "notifications" where "type" = 'admin_queue';`);
    this.addSql('alter table "notifications" drop constraint "notifications_queue_check";');
    this.addSql('alter table "notifications" drop column "queue";');
    this.addSql('alter table "notifications" drop constraint "notifications_type_check";');
    this.addSql(`alter table "notifications" add constraint "notifications_type_check"
      check ("type" in ('job_application', 'contract', 'message', 'verification', 'review', 'admin_action'));`);
  }
}
