import { Migration } from '@mikro-orm/migrations';

/**
 * The "Highest pay" order's index carries the pay filters after its order (decision 0070): a walk
 * from the top of the pay tests the type, the currency and the lowest rate on the index entry,
 * without reading the row. A rate filter's matches sit low in that order (a range that reaches
 * into 15–25 USD rarely tops out at 49), so the walk passed 81,531 rows, each read from the table,
 * before a page at 1,000,000 users.
 */
export class Migration20261211000000_pay_order_filters extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index "job_posts_status_pay_filters_index" on "job_posts" ("status", (coalesce("pay_maximum", "pay_minimum", -1)), "created_at", "id", "pay_type", "pay_currency", "pay_minimum");',
    );
    this.addSql('drop index "job_posts_status_pay_index";');
  }

  override async down(): Promise<void> {
    this.addSql(
      'create index "job_posts_status_pay_index" on "job_posts" ("status", (coalesce("pay_maximum", "pay_minimum", -1)), "created_at", "id");',
    );
    this.addSql('drop index "job_posts_status_pay_filters_index";');
  }
}
