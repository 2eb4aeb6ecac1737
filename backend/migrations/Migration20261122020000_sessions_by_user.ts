import { Migration } from '@mikro-orm/migrations';

/** Finds every session of one user (to refresh the role and username kept in them). */
export class Migration20261122020000_sessions_by_user extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "http_sessions_user_index" on "http_sessions" ((data->'passport'->>'user'));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "http_sessions_user_index";');
  }
}
