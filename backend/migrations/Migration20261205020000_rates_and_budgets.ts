import { Migration } from '@mikro-orm/migrations';

/**
 * Rates and budgets (decision 0070): a job offer states its pay (hourly range or fixed amount, in
 * minor units), hours a week, start date and time zone overlap; an availability post its hourly
 * rate (kept as an hourly pay whose minimum is its maximum, so one filter and one order serve
 * both); a freelancer's profile an hourly rate with its currency, in minor units instead of the
 * numeric it was (read as US dollars). Posts made before keep no pay.
 */
export class Migration20261205020000_rates_and_budgets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "job_posts"
        add column "pay_type" text null check ("pay_type" in ('hourly', 'fixed')),
        add column "pay_currency" text null,
        add column "pay_minimum" integer null,
        add column "pay_maximum" integer null,
        add column "hours_per_week" integer null constraint "job_posts_hours_per_week_check" check (hours_per_week >= 1 and hours_per_week <= 80),
        add column "start_date" date null,
        add column "time_zone" text null,
        add column "overlap_hours" integer null constraint "job_posts_overlap_hours_check" check (overlap_hours >= 0 and overlap_hours <= 12),
        add constraint "job_posts_pay_check" check (
          ("pay_type" is null and "pay_currency" is null and "pay_minimum" is null and "pay_maximum" is null)
          or ("pay_type" = 'hourly' and "pay_currency" is not null and "pay_minimum" > 0 and "pay_maximum" >= "pay_minimum")
          or ("pay_type" = 'fixed' and "pay_currency" is not null and "pay_minimum" > 0 and "pay_maximum" is null));`);
    this.addSql(
      'create index "job_posts_status_pay_index" on "job_posts" ("status", (coalesce("pay_maximum", "pay_minimum", -1)), "created_at", "id");',
    );
    this.addSql(`
      alter table "users"
        add column "hourly_rate_currency" text null,
        add column "hourly_rate_amount" integer null,
        add constraint "users_hourly_rate_check" check (("hourly_rate_currency" is null) = ("hourly_rate_amount" is null) and "hourly_rate_amount" > 0);`);
    this.addSql(`
      update "users" set "hourly_rate_currency" = 'USD', "hourly_rate_amount" = round("hourly_rate" * 100)::integer
        where "hourly_rate" > 0;`);
    this.addSql('alter table "users" drop column "hourly_rate";');
    this.addSql(
      `create index "users_freelancer_rate_low_index" on "users" ((coalesce("hourly_rate_amount", 2147483647)), "id") where "role" = 'freelancer' and "username" is not null;`,
    );
    this.addSql(
      `create index "users_freelancer_rate_high_index" on "users" ((coalesce("hourly_rate_amount", -1)) desc, "id") where "role" = 'freelancer' and "username" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "users_freelancer_rate_high_index";');
    this.addSql('drop index if exists "users_freelancer_rate_low_index";');
    this.addSql('alter table "users" add column "hourly_rate" numeric(10,2) null;');
    this.addSql(`update "users" set "hourly_rate" = "hourly_rate_amount" / 100.0 where "hourly_rate_currency" = 'USD';`);
    this.addSql(
      'alter table "users" drop constraint "users_hourly_rate_check", drop column "hourly_rate_currency", drop column "hourly_rate_amount";',
    );
    this.addSql('drop index if exists "job_posts_status_pay_index";');
    this.addSql(`
      alter table "job_posts"
        drop constraint "job_posts_pay_check",
        drop column "pay_type", drop column "pay_currency", drop column "pay_minimum", drop column "pay_maximum",
        drop column "hours_per_week", drop column "start_date", drop column "time_zone", drop column "overlap_hours";`);
  }
}
