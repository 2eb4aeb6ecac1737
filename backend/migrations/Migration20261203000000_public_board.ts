import { Migration } from '@mikro-orm/migrations';

/**
 * Who may read a profile (decision 0061): 'everyone' (visitors who are not signed in, and search
 * engines, too) or 'members' (signed-in users only). The accounts made before the public pages
 * agreed to be seen by members only, so they keep that until their owner chooses in Settings; new
 * accounts are public, as on every peer. The sitemap lists the public freelancers and posters.
 */
export class Migration20261203000000_public_board extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "profile_visibility" text not null default 'members';`);
    this.addSql(`alter table "users" alter column "profile_visibility" set default 'everyone';`);
    this.addSql(
      `alter table "users" add constraint "users_profile_visibility_check" check ("profile_visibility" in ('everyone', 'members'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "users" drop column "profile_visibility";');
  }
}
