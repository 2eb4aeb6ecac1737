import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log filtered by administrator reads one administrator's entries newest first (decision
 * 0067): an index on (admin_id, created_at) answers it as (person_id, created_at) answers the
 * filter by person.
 */
export class Migration20261204040000_audit_admin_index extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index "admin_actions_admin_id_created_at_index" on "admin_actions" ("admin_id", "created_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "admin_actions_admin_id_created_at_index";');
  }
}
