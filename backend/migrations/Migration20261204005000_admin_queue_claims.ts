import { Migration } from '@mikro-orm/migrations';

/** Who is working on which item of the administrators' queues (decision 0063). */
export class Migration20261204005000_admin_queue_claims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "admin_queue_claims" (
        "kind" text not null,
        "item_id" uuid not null,
        "admin_id" uuid not null,
        "taken_at" timestamptz not null,
        constraint "admin_queue_claims_pkey" primary key ("kind", "item_id")
      );`);
    this.addSql('create index "admin_queue_claims_admin_id_index" on "admin_queue_claims" ("admin_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "admin_queue_claims";');
  }
}
