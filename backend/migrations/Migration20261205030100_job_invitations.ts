import { Migration } from '@mikro-orm/migrations';

/**
 * Invitations (decision 0071): a client invites a freelancer to one of their open job offers, once
 * per post and freelancer; the freelancer accepts (and applies) or declines. A freelancer who
 * receives none has a row in invitation_opt_outs. Each side lists theirs newest first; the bell
 * has a type for them.
 */
export class Migration20261205030100_job_invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "job_invitations" (
        "id" uuid not null primary key,
        "job_id" uuid not null constraint "job_invitations_job_id_foreign" references "job_posts" ("id") on delete cascade,
        "client_id" uuid not null,
        "freelancer_id" uuid not null,
        "message" text null,
        "status" text check ("status" in ('invited', 'accepted', 'declined')) not null,
        "decline_reason" text null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null
      );`);
    this.addSql(
      'alter table "job_invitations" add constraint "job_invitations_job_id_freelancer_id_unique" unique ("job_id", "freelancer_id");',
    );
    this.addSql(
      'create index "job_invitations_freelancer_id_created_at_index" on "job_invitations" ("freelancer_id", "created_at", "id");',
    );
    this.addSql('create index "job_invitations_client_id_created_at_index" on "job_invitations" ("client_id", "created_at", "id");');
    this.addSql(`
      create table "invitation_opt_outs" (
        "user_id" uuid not null primary key,
        "created_at" timestamptz not null
      );`);
    // The bell tells of invitations with their own type, which leads to the Invitations screen.
    this.addSql('alter table "notifications" drop constraint "notifications_type_check";');
    this.addSql(`alter table "notifications" add constraint "notifications_type_check"
      check ("type" in ('job_application', 'contract', 'message', 'verification', 'review', 'admin_action', 'admin_queue', 'invitation'));`);
  }

  override async down(): Promise<void> {
    this.addSql('delete from "notifications" where "type" = \'invitation\';');
    this.addSql('alter table "notifications" drop constraint "notifications_type_check";');
    this.addSql(`alter table "notifications" add constraint "notifications_type_check"
      check ("type" in ('job_application', 'contract', 'message', 'verification', 'review', 'admin_action', 'admin_queue'));`);
    this.addSql('drop table if exists "invitation_opt_outs";');
    this.addSql('drop table if exists "job_invitations";');
  }
}
