import { Migration } from '@mikro-orm/migrations';

/**
 * The freelancer directory's search on an index (decision 0037): a stored tsvector of the name and
 * username (weight A), skills (B) and bio (C), and a GIN index over the directory's rows only.
 * The 'simple' configuration: names are not English words, so no stemming and no stop words
 * ('Will', 'An' stay findable).
 */
export class Migration20261130000000_freelancer_search extends Migration {
  override async up(): Promise<void> {
    // array_to_string is only STABLE; for text[] it is safe to declare IMMUTABLE, which the
    // generated column needs.
    this.addSql(`
      create function "user_skills_text"(skills text[]) returns text
      language sql immutable parallel safe
      as $$ select coalesce(array_to_string(skills, ' '), '') $$;`);
    this.addSql(`
      alter table "users" add column "search_vector" tsvector generated always as (
        setweight(to_tsvector('simple', "first_name" || ' ' || "last_name" || ' ' || coalesce("username", '')), 'A') ||
        setweight(to_tsvector('simple', user_skills_text("skills")), 'B') ||
        setweight(to_tsvector('simple', coalesce("bio", '')), 'C')
      ) stored;`);
    this.addSql(
      `create index "users_freelancer_search_index" on "users" using gin ("search_vector") where "role" = 'freelancer' and "username" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index "users_freelancer_search_index";');
    this.addSql('alter table "users" drop column "search_vector";');
    this.addSql('drop function "user_skills_text";');
  }
}
