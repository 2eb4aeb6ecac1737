import { Migration } from '@mikro-orm/migrations';

/**
 * Unread messages by when they arrived: the unread-message digest looks for messages that have
 * waited past the delay, and with this index it visits only the recent unread ones instead of
 * every unread message ever left (decision 0032).
 */
export class Migration20261128010050_unread_messages_by_arrival extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index "messages_unread_created_at_index" on "messages" ("created_at") where "read_at" is null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "messages_unread_created_at_index";');
  }
}
