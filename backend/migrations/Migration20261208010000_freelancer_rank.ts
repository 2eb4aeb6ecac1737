import { Migration } from '@mikro-orm/migrations';

/**
 * The directory's documented rank (decision 0075): `rank_score`, a stored generated column of the
 * rank's inputs (verified badge, published reviews, completed jobs), so every write that changes an
 * input changes the rank in the same statement; `newcomer`, kept true for an account's first 30 days
 * (set when it is made, cleared by a schedule), so the best-ranked newcomers are read from an index;
 * and a GIN index on the lower-cased languages for the languages filter.
 */
export class Migration20261208010000_freelancer_rank extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "users" add column "rank_score" integer generated always as (
        (case when "is_verified" then 40 else 0 end)
        + (case when "review_count" > 0 then ("review_rating_sum" * 2 * least("review_count", 10)) / "review_count" else 0 end)
        + 3 * least("completed_jobs_count", 10)
      ) stored;`);
    this.addSql(`alter table "users" add column "newcomer" boolean not null default true;`);
    this.addSql(`update "users" set "newcomer" = "created_at" > now() - interval '30 days';`);
    this.addSql('drop index "users_freelancer_directory_index";');
    this.addSql(
      `create index "users_freelancer_rank_index" on "users" ("rank_score" desc, "id") where "role" = 'freelancer' and "username" is not null;`,
    );
    this.addSql(
      `create index "users_freelancer_newcomer_rank_index" on "users" ("rank_score" desc, "id") where "role" = 'freelancer' and "username" is not null and "newcomer";`,
    );
    // lower() of each element: IMMUTABLE for text[], as the index needs.
    this.addSql(`
      create function "user_languages_key"(languages text[]) returns text[]
      language sql immutable parallel safe
      as $$ select coalesce(array_agg(lower(spoken)), '{}') from unnest(languages) spoken $$;`);
    this.addSql(
      `create index "users_freelancer_languages_index" on "users" using gin (user_languages_key("languages")) where "role" = 'freelancer' and "username" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index "users_freelancer_languages_index";');
    this.addSql('drop function "user_languages_key";');
    this.addSql('drop index "users_freelancer_newcomer_rank_index";');
    this.addSql('drop index "users_freelancer_rank_index";');
    this.addSql(
      `create index "users_freelancer_directory_index" on "users" ((coalesce("trust_score", -1)) desc, "completed_jobs_count" desc, "id") where "role" = 'freelancer' and "username" is not null;`,
    );
    this.addSql('alter table "users" drop column "newcomer";');
    this.addSql('alter table "users" drop column "rank_score";');
  }
}
