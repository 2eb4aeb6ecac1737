import { Migration } from '@mikro-orm/migrations';

/**
 * Administrators see what they judge (decision 0064): a report keeps the reported job post,
 * profile or message as it was when filed (reports filed before have none, and say so), and a
 * report's or dispute's card lists the enforcement actions taken on it, read by these indexes.
 */
export class Migration20261204010000_report_context extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "reports" add column "snapshot" jsonb null;');
    this.addSql(
      'create index "enforcement_actions_report_id_index" on "enforcement_actions" ("report_id", "created_at") where "report_id" is not null;',
    );
    this.addSql(
      'create index "enforcement_actions_dispute_id_index" on "enforcement_actions" ("dispute_id", "created_at") where "dispute_id" is not null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "enforcement_actions_dispute_id_index";');
    this.addSql('drop index if exists "enforcement_actions_report_id_index";');
    this.addSql('alter table "reports" drop column if exists "snapshot";');
  }
}
