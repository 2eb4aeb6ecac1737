import { Migration } from '@mikro-orm/migrations';

/**
 * The landing page's figures as counters (decision 0076): one row per figure, moved by the outbox
 * events of the contexts whose records they count and recounted every hour; filled here from the
 * tables as they are.
 */
export class Migration20261209000000_platform_counters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "platform_counters" (
        "figure" text not null,
        "value" bigint not null,
        constraint "platform_counters_pkey" primary key ("figure")
      );`);
    this.addSql(`
      insert into "platform_counters" ("figure", "value")
      select 'workers', count(*) from "users" where "role" = 'freelancer' and "deleted_at" is null
      union all
      select 'verified_workers', count(*) from "users" where "role" = 'freelancer' and "deleted_at" is null and "is_verified"
      union all
      select 'job_offers', count(*) from "job_posts" where "job_type" = 'job_offer';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "platform_counters";');
  }
}
