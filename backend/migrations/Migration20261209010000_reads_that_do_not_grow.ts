import { Migration } from '@mikro-orm/migrations';

/**
 * Reads whose cost does not grow with the marketplace (decision 0076):
 * - a post's applicants, pending first then newest, read from an index in that order: the order's
 *   key is `applications_pipeline_at`, immutable (its time zone fixed), so it can be indexed;
 * - `job_counts`, one row per user: their posts, the pending applications they sent and those
 *   waiting on their posts (not held by the safety check), kept by statement triggers on
 *   applications and job_posts in the transaction of every change, whichever command or deletion
 *   makes it, and filled here from the tables;
 * - a user's active contracts counted from two small partial indexes.
 */
export class Migration20261209010000_reads_that_do_not_grow extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function "applications_pipeline_at"(status text, created_at timestamptz) returns timestamptz
      language sql immutable parallel safe set timezone to 'UTC'
      as $$ select case when status = 'pending' then created_at + make_interval(1000) else created_at end $$;`);
    this.addSql(
      `create index "applications_pipeline_index" on "applications" ("job_id", "applications_pipeline_at"("status", "created_at") desc, "id" desc) where "safety_verdict" <> 'hold';`,
    );

    this.addSql(`
      create table "job_counts" (
        "user_id" uuid not null,
        "posts" integer not null default 0,
        "pending_sent" integer not null default 0,
        "pending_received" integer not null default 0,
        constraint "job_counts_pkey" primary key ("user_id")
      );`);
    this.addSql(`
      insert into "job_counts" ("user_id", "posts", "pending_sent", "pending_received")
      select "user_id", sum("posts"), sum("pending_sent"), sum("pending_received") from (
        select "client_id" as "user_id", count(*) as "posts", 0 as "pending_sent", 0 as "pending_received" from "job_posts" group by "client_id"
        union all
        select "freelancer_id", 0, count(*), 0 from "applications" where "status" = 'pending' group by "freelancer_id"
        union all
        select "client_id", 0, 0, count(*) from "applications" where "status" = 'pending' and "safety_verdict" <> 'hold' group by "client_id"
      ) counted group by "user_id";`);
    // Each statement's changes summed per user and applied in user order, so two transactions
    // touching the same users lock their rows in the same order.
    this.addSql(`
      create function "job_counts_apply"(changes jsonb) returns void language sql as $$
        insert into "job_counts" as c ("user_id", "posts", "pending_sent", "pending_received")
        select "user_id", sum("posts"), sum("pending_sent"), sum("pending_received")
        from jsonb_to_recordset(changes) as d("user_id" uuid, "posts" integer, "pending_sent" integer, "pending_received" integer)
        group by "user_id"
        having sum("posts") <> 0 or sum("pending_sent") <> 0 or sum("pending_received") <> 0
        order by "user_id"
        on conflict ("user_id") do update set "posts" = c."posts" + excluded."posts",
          "pending_sent" = c."pending_sent" + excluded."pending_sent", "pending_received" = c."pending_received" + excluded."pending_received"
      $$;`);
    this.addSql(`
      create function "applications_count_changes"() returns trigger language plpgsql as $$
      declare
        changes jsonb := '[]';
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          changes := changes || coalesce((
            select jsonb_agg(jsonb_build_object('user_id', "user_id", 'posts', 0, 'pending_sent', -"sent", 'pending_received', -"received"))
            from (select "freelancer_id" as "user_id", 1 as "sent", 0 as "received" from "old_rows" where "status" = 'pending'
                  union all
                  select "client_id", 0, 1 from "old_rows" where "status" = 'pending' and "safety_verdict" <> 'hold') removed), '[]');
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          changes := changes || coalesce((
            select jsonb_agg(jsonb_build_object('user_id', "user_id", 'posts', 0, 'pending_sent', "sent", 'pending_received', "received"))
            from (select "freelancer_id" as "user_id", 1 as "sent", 0 as "received" from "new_rows" where "status" = 'pending'
                  union all
                  select "client_id", 0, 1 from "new_rows" where "status" = 'pending' and "safety_verdict" <> 'hold') added), '[]');
        end if;
        perform "job_counts_apply"(changes);
        return null;
      end $$;`);
    this.addSql(`
      create function "job_posts_count_changes"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform "job_counts_apply"((select jsonb_agg(jsonb_build_object('user_id', "client_id", 'posts', 1, 'pending_sent', 0, 'pending_received', 0)) from "new_rows"));
        else
          perform "job_counts_apply"((select jsonb_agg(jsonb_build_object('user_id', "client_id", 'posts', -1, 'pending_sent', 0, 'pending_received', 0)) from "old_rows"));
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "applications_counted_insert" after insert on "applications" referencing new table as "new_rows" for each statement execute function "applications_count_changes"();`,
    );
    this.addSql(
      `create trigger "applications_counted_update" after update on "applications" referencing old table as "old_rows" new table as "new_rows" for each statement execute function "applications_count_changes"();`,
    );
    this.addSql(
      `create trigger "applications_counted_delete" after delete on "applications" referencing old table as "old_rows" for each statement execute function "applications_count_changes"();`,
    );
    this.addSql(
      `create trigger "job_posts_counted_insert" after insert on "job_posts" referencing new table as "new_rows" for each statement execute function "job_posts_count_changes"();`,
    );
    this.addSql(
      `create trigger "job_posts_counted_delete" after delete on "job_posts" referencing old table as "old_rows" for each statement execute function "job_posts_count_changes"();`,
    );

    this.addSql(`create index "contracts_active_client_index" on "contracts" ("client_id") where "status" = 'active';`);
    this.addSql(`create index "contracts_active_freelancer_index" on "contracts" ("freelancer_id") where "status" = 'active';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "contracts_active_freelancer_index";');
    this.addSql('drop index if exists "contracts_active_client_index";');
    this.addSql('drop trigger if exists "job_posts_counted_delete" on "job_posts";');
    this.addSql('drop trigger if exists "job_posts_counted_insert" on "job_posts";');
    this.addSql('drop trigger if exists "applications_counted_delete" on "applications";');
    this.addSql('drop trigger if exists "applications_counted_update" on "applications";');
    this.addSql('drop trigger if exists "applications_counted_insert" on "applications";');
    this.addSql('drop function if exists "job_posts_count_changes"();');
    this.addSql('drop function if exists "applications_count_changes"();');
    this.addSql('drop function if exists "job_counts_apply"(jsonb);');
    this.addSql('drop table if exists "job_counts";');
    this.addSql('drop index if exists "applications_pipeline_index";');
    this.addSql('drop function if exists "applications_pipeline_at"(text, timestamptz);');
  }
}
