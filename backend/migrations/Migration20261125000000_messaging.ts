import { Migration } from '@mikro-orm/migrations';

/** Conversations, messages and blocks; one unread message notification per sender. */
export class Migration20261125000000_messaging extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "conversations" (
        "id" uuid not null primary key,
        "first_user_id" uuid not null,
        "second_user_id" uuid not null,
        "last_seq" int not null default 0,
        "last_message_id" uuid null,
        "last_message_at" timestamptz null,
        "created_at" timestamptz not null,
        constraint "conversations_pair_unique" unique ("first_user_id", "second_user_id"),
        constraint "conversations_pair_ordered_check" check (first_user_id < second_user_id)
      );`);
    this.addSql('create index "conversations_second_user_id_index" on "conversations" ("second_user_id");');

    this.addSql(`
      create table "messages" (
        "id" uuid not null primary key,
        "conversation_id" uuid not null,
        "seq" int not null,
        "sender_id" uuid not null,
        "receiver_id" uuid not null,
        "content" text not null,
        "created_at" timestamptz not null,
        "read_at" timestamptz null,
        constraint "messages_conversation_id_seq_unique" unique ("conversation_id", "seq")
      );`);
    this.addSql('create index "messages_unread_index" on "messages" ("receiver_id", "conversation_id") where "read_at" is null;');

    this.addSql(`
      create table "user_blocks" (
        "blocker_id" uuid not null,
        "blocked_id" uuid not null,
        "created_at" timestamptz not null,
        constraint "user_blocks_pkey" primary key ("blocker_id", "blocked_id")
      );`);
    this.addSql('create index "user_blocks_blocked_id_index" on "user_blocks" ("blocked_id");');

    this.addSql(
      `create unique index "notifications_one_unread_message_per_sender" on "notifications" ("user_id", "entity_id") where "type" = 'message' and not "is_read";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "notifications_one_unread_message_per_sender";');
    this.addSql('drop table if exists "user_blocks";');
    this.addSql('drop table if exists "messages";');
    this.addSql('drop table if exists "conversations";');
  }
}
