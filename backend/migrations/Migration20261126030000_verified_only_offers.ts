import { Migration } from '@mikro-orm/migrations';

/** "Verified freelancers only" is a rule of job offers: availability posts never carry it. */
export class Migration20261126030000_verified_only_offers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "job_posts" set "verified_only" = false where "job_type" = 'job_seeking' and "verified_only";`);
    this.addSql(
      `alter table "job_posts" add constraint "job_posts_verified_only_offers_check" check ("job_type" = 'job_offer' or not "verified_only");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "job_posts" drop constraint "job_posts_verified_only_offers_check";');
  }
}
