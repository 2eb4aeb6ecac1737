import { Migration } from '@mikro-orm/migrations';

/** Outbox events the relay gave up on: kept for operators, never claimed again. */
export class Migration20261126020000_outbox_dead_letters extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "outbox_events" add column "dead_lettered_at" timestamptz null;');
    this.addSql(
      'create index "outbox_events_dead_letters_index" on "outbox_events" ("dead_lettered_at") where "dead_lettered_at" is not null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index "outbox_events_dead_letters_index";');
    this.addSql('alter table "outbox_events" drop column "dead_lettered_at";');
  }
}
