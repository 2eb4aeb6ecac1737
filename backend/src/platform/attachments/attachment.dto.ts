import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { timestamp } from '../openapi/properties';
import { ATTACHMENT_TYPES } from './attachment-types';
import { ATTACHMENT_SUBJECT_KINDS, AttachmentView, ExportedAttachment, MAX_ATTACHMENTS_PER_ITEM } from './attachments';

/** A stored file as answers show it; its bytes are read through GET /api/attachments/{id}/link. */
export class AttachmentResponse implements AttachmentView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ maxLength: 200, description: 'The file name, cleaned of paths and control characters, ending in its type’s extension' })
  name: string;
  @ApiProperty({ enum: ATTACHMENT_TYPES, description: 'Read from the file’s bytes, never taken from the client' }) contentType: string;
  @ApiProperty({ description: 'Size in bytes' }) bytes: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Pixels, for images' }) width: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pixels, for images' }) height: number | null;
  @ApiProperty({ description: 'A PNG, JPEG, WebP or GIF image, shown as a preview' }) isImage: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** What other contexts' answers put in an item's `attachments`. */
export const ATTACHMENTS_PROPERTY: ApiPropertyOptions & { description: string } = {
  type: [AttachmentResponse],
  maxItems: MAX_ATTACHMENTS_PER_ITEM,
  description: `The files attached, oldest first, at most ${MAX_ATTACHMENTS_PER_ITEM}`,
};

export class AttachmentLinkResponse {
  @ApiProperty({
    description:
      'A signed link to the file, valid for 5 minutes: images and PDF open inline, other files download; served with the type read from the bytes and X-Content-Type-Options: nosniff',
  })
  url: string;
  @ApiProperty(timestamp('When the link stops working')) expiresAt: string;
}

export class ExportedAttachmentResponse implements ExportedAttachment {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() contentType: string;
  @ApiProperty() bytes: number;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty({ enum: ATTACHMENT_SUBJECT_KINDS, nullable: true, description: 'What it is attached to; null while not attached' })
  subjectKind: ExportedAttachment['subjectKind'];
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) subjectId: string | null;
}
