import { Migration } from '@mikro-orm/migrations';

/**
 * Ratings mean reviews (decision 0062): each user keeps how many published reviews they received
 * and the sum of their ratings, so every person summary carries the average without reading the
 * reviews. Filled here from the reviews published so far; the reviews context's ReviewsPublished
 * events keep them from then on.
 */
export class Migration20261203010000_review_ratings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users"
      add column "review_count" integer not null default 0,
      add column "review_rating_sum" integer not null default 0;`);
    this.addSql(`
      update "users" set "review_count" = "published"."count", "review_rating_sum" = "published"."sum"
      from (
        select "reviewee_id", count(*)::integer as "count", sum("rating")::integer as "sum"
        from "reviews" where "published_at" is not null group by "reviewee_id"
      ) as "published"
      where "users"."id" = "published"."reviewee_id";`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "users" drop column if exists "review_count", drop column if exists "review_rating_sum";');
  }
}
