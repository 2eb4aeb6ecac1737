import { Migration } from '@mikro-orm/migrations';

/** A subject's files keep the order they were picked in, whatever order their uploads finished in. */
export class Migration20261205090000_attachment_positions extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "attachments" add column "position" smallint null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "attachments" drop column "position";');
  }
}
