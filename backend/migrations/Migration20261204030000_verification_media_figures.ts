import { Migration } from '@mikro-orm/migrations';

/**
 * A verification request keeps its files as the server measured them at submission (decisions/0066):
 * the ID image's size and dimensions, the video's size, duration and picture size (its container
 * is video_type, now read from the parsed file). Requests made before stay null: their files were
 * never measured, and may be gone.
 */
export class Migration20261204030000_verification_media_figures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table "verification_requests"
        add column "id_document_bytes" integer null,
        add column "id_document_width" integer null,
        add column "id_document_height" integer null,
        add column "video_bytes" integer null,
        add column "video_duration_ms" integer null,
        add column "video_width" integer null,
        add column "video_height" integer null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table "verification_requests"
        drop column if exists "id_document_bytes",
        drop column if exists "id_document_width",
        drop column if exists "id_document_height",
        drop column if exists "video_bytes",
        drop column if exists "video_duration_ms",
        drop column if exists "video_width",
        drop column if exists "video_height";`);
  }
}
