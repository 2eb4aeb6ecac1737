import { Migration } from '@mikro-orm/migrations';

/**
 * A trust score that cannot be farmed (decision 0033, docs/trust-score.md): the score counts each
 * counterparty once, only for contracts that ran three days, weighed by the counterparty's
 * standing. trust_contracts keeps, for each completed contract, what the score needs: both parties,
 * start and completion, and each party's standing (verified, account made) when the completion was
 * counted. It replaces the bare counter trust_records.completed_contracts.
 *
 * Contracts completed before are filled here from the contracts and the parties' accounts as they
 * are now (their standing at the time was not kept). The scores are recomputed by
 * `npm run trust:recompute` after this migration, so the new scores reach every screen through
 * the outbox like any other.
 */
export class Migration20261129000000_trust extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "trust_contracts" (
      "contract_id" uuid not null,
      "client_id" uuid not null,
      "freelancer_id" uuid not null,
      "started_at" timestamptz not null,
      "completed_at" timestamptz not null,
      "client_verified" boolean not null,
      "client_joined_at" timestamptz null,
      "freelancer_verified" boolean not null,
      "freelancer_joined_at" timestamptz null,
      constraint "trust_contracts_pkey" primary key ("contract_id"));`);
    this.addSql('create index "trust_contracts_client_id_index" on "trust_contracts" ("client_id");');
    this.addSql('create index "trust_contracts_freelancer_id_index" on "trust_contracts" ("freelancer_id");');
    this.addSql(`insert into "trust_contracts"
      select "contracts"."id", "contracts"."client_id", "contracts"."freelancer_id", "contracts"."created_at", "contracts"."completed_at",
        coalesce("client"."is_verified", false), "client"."created_at", coalesce("freelancer"."is_verified", false), "freelancer"."created_at"
      from "contracts"
      left join "users" as "client" on "client"."id" = "contracts"."client_id"
      left join "users" as "freelancer" on "freelancer"."id" = "contracts"."freelancer_id"
      where "contracts"."completed_at" is not null;`);
    this.addSql('alter table "trust_records" drop column "completed_contracts";');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "trust_records" add column "completed_contracts" integer not null default 0;');
    this.addSql(`update "trust_records" set "completed_contracts" = (
      select count(*) from "trust_contracts"
      where "trust_contracts"."client_id" = "trust_records"."user_id" or "trust_contracts"."freelancer_id" = "trust_records"."user_id");`);
    this.addSql('drop table "trust_contracts";');
  }
}
