import { Migration } from '@mikro-orm/migrations';

/**
 * Files attached to messages, proposals and milestone submissions (decision 0069): one row per
 * stored file, its type read from the bytes, unattached (subject null) until a command ties it to
 * what it belongs to. A client key makes a retried upload answer the file already stored.
 */
export class Migration20261205010000_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "attachments" (
      "id" uuid not null,
      "owner_id" uuid not null,
      "name" text not null,
      "content_type" text not null,
      "bytes" bigint not null,
      "width" int null,
      "height" int null,
      "object_key" text not null,
      "subject_kind" text null,
      "subject_id" uuid null,
      "client_key" text null,
      "created_at" timestamptz not null,
      constraint "attachments_pkey" primary key ("id"),
      constraint "attachments_name_check" check (char_length("name") between 1 and 200),
      constraint "attachments_client_key_check" check (char_length("client_key") between 1 and 64),
      constraint "attachments_subject_check" check (("subject_kind" is null) = ("subject_id" is null)),
      constraint "attachments_subject_kind_check" check ("subject_kind" in ('message', 'proposal', 'milestone_submission'))
    );`);
    this.addSql('create unique index "attachments_object_key_unique" on "attachments" ("object_key");');
    this.addSql(
      'create unique index "attachments_owner_id_client_key_unique" on "attachments" ("owner_id", "client_key") where "client_key" is not null;',
    );
    this.addSql('create index "attachments_owner_id_index" on "attachments" ("owner_id", "created_at");');
    this.addSql('create index "attachments_subject_index" on "attachments" ("subject_kind", "subject_id") where "subject_id" is not null;');
    this.addSql('create index "attachments_unattached_index" on "attachments" ("created_at") where "subject_id" is null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "attachments";');
  }
}
