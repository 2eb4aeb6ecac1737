import { Migration } from '@mikro-orm/migrations';

/**
 * Proposals (decision 0071): an application states a rate (hourly or fixed, minor units) and the
 * applicant's availability; the owner's pipeline marks pending ones shortlisted and declines with
 * a reason; an application sent after an invitation names it. Rows made before stay without a rate.
 */
export class Migration20261205030000_proposals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "applications"
        add column "proposed_rate_type" text null check ("proposed_rate_type" in ('hourly', 'fixed')),
        add column "proposed_rate_currency" text null,
        add column "proposed_rate_amount" integer null,
        add column "hours_per_week" integer null check ("hours_per_week" between 1 and 80),
        add column "start_date" date null,
        add column "shortlisted_at" timestamptz null,
        add column "decline_reason" text null,
        add column "decline_note" text null,
        add column "invitation_id" uuid null,
        add constraint "applications_proposed_rate_whole_check"
          check (("proposed_rate_type" is null) = ("proposed_rate_currency" is null)
            and ("proposed_rate_type" is null) = ("proposed_rate_amount" is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table "applications"
        drop constraint "applications_proposed_rate_whole_check",
        drop column "proposed_rate_type", drop column "proposed_rate_currency", drop column "proposed_rate_amount",
        drop column "hours_per_week", drop column "start_date", drop column "shortlisted_at",
        drop column "decline_reason", drop column "decline_note", drop column "invitation_id";`);
  }
}
