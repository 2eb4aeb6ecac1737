import { Migration } from '@mikro-orm/migrations';

/**
 * The sender's own id for each message: a retried send carries the same id, and the unique
 * constraint keeps it one message however often (or however concurrently) it arrives.
 */
export class Migration20261127001600_message_client_ids extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "messages" add column "client_message_id" uuid null;');
    this.addSql(
      'alter table "messages" add constraint "messages_sender_id_client_message_id_unique" unique ("sender_id", "client_message_id");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "messages" drop constraint "messages_sender_id_client_message_id_unique";');
    this.addSql('alter table "messages" drop column "client_message_id";');
  }
}
