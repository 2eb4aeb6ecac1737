import { Migration } from '@mikro-orm/migrations';

/** Portfolio items, and the freelancer directory's order. */
export class Migration20261125010000_profiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "portfolio_items" (
        "id" uuid not null primary key,
        "user_id" uuid not null,
        "title" text not null,
        "description" text null,
        "image_url" text null,
        "created_at" timestamptz not null
      );`);
    this.addSql('create index "portfolio_items_user_id_created_at_index" on "portfolio_items" ("user_id", "created_at");');
    this.addSql(
      `create index "users_freelancer_directory_index" on "users" ((coalesce("trust_score", -1)) desc, "completed_jobs_count" desc, "id") where "role" = 'freelancer' and "username" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "users_freelancer_directory_index";');
    this.addSql('drop table if exists "portfolio_items";');
  }
}
