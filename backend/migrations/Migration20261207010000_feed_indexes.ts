import { Migration } from '@mikro-orm/migrations';

/**
 * What the dashboard's feed matches on, read from indexes (decision 0074): a freelancer's skills
 * against open job offers' tags, and a client's post tags against listed freelancers' skills, both
 * whatever their case. A rare skill is then one index probe instead of a walk over every open post
 * or every freelancer.
 */
export class Migration20261207010000_feed_indexes extends Migration {
  override async up(): Promise<void> {
    // lower() of each element: IMMUTABLE for text[], as an index needs.
    this.addSql(`
      create function "lower_text_array"(items text[]) returns text[]
      language sql immutable parallel safe
      as $$ select coalesce(array_agg(lower(item)), '{}') from unnest(items) item $$;`);
    this.addSql(
      `create index "users_freelancer_skills_index" on "users" using gin (lower_text_array("skills")) where "role" = 'freelancer' and "username" is not null;`,
    );
    // A client's newest open job offers (the client feed's first read), however old their posts are beside everyone else's.
    this.addSql(
      `create index "job_posts_client_open_offers_index" on "job_posts" ("client_id", "created_at") where "status" = 'open' and "job_type" = 'job_offer';`,
    );
    this.addSql(
      `create index "job_posts_open_offer_tags_index" on "job_posts" using gin (lower_text_array("tags")) where "status" = 'open' and "job_type" = 'job_offer';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "job_posts_open_offer_tags_index";');
    this.addSql('drop index if exists "job_posts_client_open_offers_index";');
    this.addSql('drop index if exists "users_freelancer_skills_index";');
    this.addSql('drop function if exists "lower_text_array";');
  }
}
