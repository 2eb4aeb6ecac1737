import { Migration } from '@mikro-orm/migrations';

/** Upload URLs handed out and not yet finalized. */
export class Migration20261125020000_uploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "pending_uploads" (
        "object_key" text not null primary key,
        "owner_id" uuid not null,
        "purpose" text not null,
        "url_expires_at" timestamptz not null,
        "created_at" timestamptz not null
      );`);
    this.addSql('create index "pending_uploads_owner_id_index" on "pending_uploads" ("owner_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "pending_uploads";');
  }
}
