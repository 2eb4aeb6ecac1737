import { Migration } from '@mikro-orm/migrations';

/**
 * The ledger of stored objects (usage per user, and what the orphan sweep keeps), filled with the
 * objects rows already name: published pictures and portfolio images (their key is the end of the
 * URL), identity documents, and upload URLs still awaited (at the 5 MB they may reach). Sizes of
 * objects stored before are unknown and count as 0.
 */
export class Migration20261126010000_storage_bounds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "stored_objects" (
        "bucket" text not null,
        "key" text not null,
        "owner_id" uuid null,
        "size" bigint not null,
        "created_at" timestamptz not null,
        constraint "stored_objects_pkey" primary key ("bucket", "key")
      );`);
    this.addSql('create index "stored_objects_owner_id_index" on "stored_objects" ("owner_id");');
    const mediaKey = (column: string) => `substring(${column} from '((pictures|portfolio)/[0-9a-f-]{36}\\.webp)$')`;
    this.addSql(`
      insert into "stored_objects" ("bucket", "key", "owner_id", "size", "created_at")
      select 'media', ${mediaKey('"profile_image_url"')}, "id", 0, now() from "users" where ${mediaKey('"profile_image_url"')} is not null
      union all
      select 'media', ${mediaKey('"image_url"')}, "user_id", 0, now() from "portfolio_items" where ${mediaKey('"image_url"')} is not null
      union all
      select 'documents', "id_document_key", "user_id", 0, now() from "verification_requests" where "id_document_key" is not null
      union all
      select 'documents', "video_key", "user_id", 0, now() from "verification_requests" where "video_key" is not null
      union all
      select 'documents', "object_key", "owner_id", 5242880, "created_at" from "pending_uploads"
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "stored_objects";');
  }
}
