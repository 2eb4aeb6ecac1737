import { Migration } from '@mikro-orm/migrations';

/**
 * Statistics on the lower-cased languages (decision 0075). The languages index is partial, and the
 * planner reads no statistics of a partial index's expression: every language was estimated at
 * half a percent of the freelancers, so a filter on one most of them speak read every speaker
 * from the index and sorted them, where walking the rank index stops after a page.
 */
export class Migration20261210000000_languages_statistics extends Migration {
  override async up(): Promise<void> {
    this.addSql('create statistics "users_languages_key_statistics" on ("user_languages_key"("languages")) from "users";');
    this.addSql('analyze "users";');
  }

  override async down(): Promise<void> {
    this.addSql('drop statistics "users_languages_key_statistics";');
  }
}
