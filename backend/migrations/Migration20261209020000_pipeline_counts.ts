import { Migration } from '@mikro-orm/migrations';

/**
 * A post's pipeline counts (new, shortlisted, declined, hired; decision 0071) kept per post in
 * `job_pipeline_counts` by a statement trigger on applications in the transaction of every change,
 * so the post's stage tabs read one row, not its every application (decision 0076). Held
 * applications are in no stage, as the owner does not see them; filled here from the tables.
 */
export class Migration20261209020000_pipeline_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "job_pipeline_counts" (
        "job_id" uuid not null,
        "new" integer not null default 0,
        "shortlisted" integer not null default 0,
        "declined" integer not null default 0,
        "hired" integer not null default 0,
        constraint "job_pipeline_counts_pkey" primary key ("job_id"),
        constraint "job_pipeline_counts_job_id_foreign" foreign key ("job_id") references "job_posts" ("id") on delete cascade
      );`);
    // The stage of an application as the owner's pipeline shows it (atStage in jobs' read repository).
    this.addSql(`
      create function "applications_pipeline_stage"(status text, shortlisted_at timestamptz, safety_verdict text) returns text
      language sql immutable parallel safe
      as $$ select case when safety_verdict = 'hold' then null
                        when status = 'pending' and shortlisted_at is null then 'new'
                        when status = 'pending' then 'shortlisted'
                        when status = 'rejected' then 'declined'
                        when status = 'accepted' then 'hired' end $$;`);
    this.addSql(`
      insert into "job_pipeline_counts" ("job_id", "new", "shortlisted", "declined", "hired")
      select "job_id", count(*) filter (where "stage" = 'new'), count(*) filter (where "stage" = 'shortlisted'),
             count(*) filter (where "stage" = 'declined'), count(*) filter (where "stage" = 'hired')
      from (select "job_id", "applications_pipeline_stage"("status", "shortlisted_at", "safety_verdict") as "stage" from "applications") staged
      where "stage" is not null
      group by "job_id";`);
    // Each statement's changes summed per post and applied in post order, so concurrent statements
    // on the same posts lock their rows in the same order.
    this.addSql(`
      create function "applications_pipeline_changes"() returns trigger language plpgsql as $$
      declare
        changes jsonb := '[]';
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          changes := changes || coalesce((select jsonb_agg(jsonb_build_object('job_id', "job_id", 'stage',
                       "applications_pipeline_stage"("status", "shortlisted_at", "safety_verdict"), 'change', -1)) from "old_rows"), '[]');
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          changes := changes || coalesce((select jsonb_agg(jsonb_build_object('job_id', "job_id", 'stage',
                       "applications_pipeline_stage"("status", "shortlisted_at", "safety_verdict"), 'change', 1)) from "new_rows"), '[]');
        end if;
        insert into "job_pipeline_counts" as c ("job_id", "new", "shortlisted", "declined", "hired")
        select d."job_id", coalesce(sum(d."change") filter (where d."stage" = 'new'), 0),
               coalesce(sum(d."change") filter (where d."stage" = 'shortlisted'), 0),
               coalesce(sum(d."change") filter (where d."stage" = 'declined'), 0), coalesce(sum(d."change") filter (where d."stage" = 'hired'), 0)
        from jsonb_to_recordset(changes) as d("job_id" uuid, "stage" text, "change" integer)
        where d."stage" is not null and exists (select 1 from "job_posts" p where p."id" = d."job_id")
        group by d."job_id"
        order by d."job_id"
        on conflict ("job_id") do update set "new" = c."new" + excluded."new", "shortlisted" = c."shortlisted" + excluded."shortlisted",
          "declined" = c."declined" + excluded."declined", "hired" = c."hired" + excluded."hired";
        return null;
      end $$;`);
    this.addSql(
      `create trigger "applications_pipeline_insert" after insert on "applications" referencing new table as "new_rows" for each statement execute function "applications_pipeline_changes"();`,
    );
    this.addSql(
      `create trigger "applications_pipeline_update" after update on "applications" referencing old table as "old_rows" new table as "new_rows" for each statement execute function "applications_pipeline_changes"();`,
    );
    this.addSql(
      `create trigger "applications_pipeline_delete" after delete on "applications" referencing old table as "old_rows" for each statement execute function "applications_pipeline_changes"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "applications_pipeline_delete" on "applications";');
    this.addSql('drop trigger if exists "applications_pipeline_update" on "applications";');
    this.addSql('drop trigger if exists "applications_pipeline_insert" on "applications";');
    this.addSql('drop function if exists "applications_pipeline_changes"();');
    this.addSql('drop table if exists "job_pipeline_counts";');
    this.addSql('drop function if exists "applications_pipeline_stage"(text, timestamptz, text);');
  }
}
