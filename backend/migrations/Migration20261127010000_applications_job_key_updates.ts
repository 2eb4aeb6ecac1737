import { Migration } from '@mikro-orm/migrations';

/**
 * MikroORM 7 no longer gives a many-to-one `on update cascade` by default. Job ids never change,
 * so the rule did nothing; the constraint is remade as the entities now describe it.
 */
export class Migration20261127010000_applications_job_key_updates extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "applications" drop constraint "applications_job_id_foreign";');
    this.addSql(
      'alter table "applications" add constraint "applications_job_id_foreign" foreign key ("job_id") references "job_posts" ("id") on delete cascade;',
    );
  }
}
