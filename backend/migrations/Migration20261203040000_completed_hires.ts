import { Migration } from '@mikro-orm/migrations';

/**
 * A client's profile counts the contracts they completed as the client, as a freelancer's counts
 * their completed jobs. Filled here from the contracts completed so far; identity's handler of
 * contracting's ContractCompleted keeps it from then on.
 */
export class Migration20261203040000_completed_hires extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "users" add column "completed_hires_count" integer not null default 0;');
    this.addSql(`
      update "users" set "completed_hires_count" = "completed"."count"
      from (
        select "client_id", count(*)::integer as "count" from "contracts" where "status" = 'completed' group by "client_id"
      ) as "completed"
      where "users"."id" = "completed"."client_id";`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "users" drop column if exists "completed_hires_count";');
  }
}
