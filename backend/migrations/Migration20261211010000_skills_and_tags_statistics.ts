import { Migration } from '@mikro-orm/migrations';

/**
 * Statistics on the lower-cased tags of posts and skills of freelancers, as on the freelancers'
 * languages (decision 0075). Their GIN indexes are partial, so the planner read no frequencies of
 * their expressions and guessed every skill at half a percent of the rows:
 * - a skill no recent post has was looked for by walking every recent post (19,130 at 1,000,000
 *   users, 93 ms) instead of asking the tags index (under 1 ms);
 * - a skill a fifth of the freelancers have was looked for in the skills index, and all of them
 *   sorted by rank (the client's feed: 685 ms p50 at 100,000 users), where walking the rank index
 *   stops after a page.
 */
export class Migration20261211010000_skills_and_tags_statistics extends Migration {
  override async up(): Promise<void> {
    this.addSql('create statistics "job_posts_tags_key_statistics" on ("lower_text_array"("tags")) from "job_posts";');
    this.addSql('create statistics "users_skills_key_statistics" on ("lower_text_array"("skills")) from "users";');
    this.addSql('analyze "job_posts";');
    this.addSql('analyze "users";');
  }

  override async down(): Promise<void> {
    this.addSql('drop statistics "users_skills_key_statistics";');
    this.addSql('drop statistics "job_posts_tags_key_statistics";');
  }
}
