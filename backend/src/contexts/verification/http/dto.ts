import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageRequest } from '../../../platform/paging/keyset-page';
import { PersonResponse } from '../../identity/public';
import type { DocumentLinks } from '../application/commands/open-verification-documents';
import type { AdminVerificationView, IdDocumentFileView, VerificationView, VideoFileView } from '../application/verification-views';
import { VERIFICATION_STATUSES, VerificationDecision, VerificationStatus } from '../domain/verification-request.entity';
import { QueueItemFactsResponse } from '../../../platform/admin-queues/admin-queues.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const REVIEW_NOTE_MAX_LENGTH = 2000;

export class VerificationResponse implements VerificationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ enum: VERIFICATION_STATUSES }) status: VerificationStatus;
  @ApiProperty({ type: String, nullable: true, description: "The administrator's note, once decided" }) reviewNote: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: string | null;
  @ApiProperty({ description: 'Whether the ID image and video are still kept' }) hasMedia: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) mediaDeletedAt: string | null;
}

export class MyVerificationResponse {
  @ApiProperty({ type: VerificationResponse, nullable: true, description: 'The latest request; null before the first' })
  request: VerificationResponse | null;
  @ApiProperty({ description: 'Email confirmed, not verified and nothing pending: a new request may be submitted' }) canSubmit: boolean;
}

export class IdDocumentFileResponse implements IdDocumentFileView {
  @ApiProperty({ description: 'Size in bytes', example: 1_250_000 }) bytes: number;
  @ApiProperty({ description: 'Pixels across, upright', example: 1600 }) width: number;
  @ApiProperty({ description: 'Pixels down, upright', example: 1000 }) height: number;
}

export class VideoFileResponse implements VideoFileView {
  @ApiProperty({ description: 'Size in bytes', example: 8_400_000 }) bytes: number;
  @ApiProperty({ description: 'Length of the picture track in milliseconds, from its frames', example: 14_200 }) durationMs: number;
  @ApiProperty({ description: 'Pixels across, as shown', example: 1280 }) width: number;
  @ApiProperty({ description: 'Pixels down, as shown', example: 720 }) height: number;
}

export class AdminVerificationResponse extends VerificationResponse implements AdminVerificationView {
  @ApiProperty({ type: PersonResponse, nullable: true }) user: PersonResponse | null;
  @ApiProperty({ example: 'image/jpeg', description: "The ID image's type, by its bytes" }) idDocumentType: string;
  @ApiProperty({ example: 'video/mp4', description: "The container the video's bytes parsed as: video/mp4, video/quicktime or video/webm" })
  videoType: string;
  @ApiProperty({
    type: IdDocumentFileResponse,
    nullable: true,
    description: 'The ID image as the server measured it at submission; null on requests made before it measured files',
  })
  idDocumentFile: IdDocumentFileResponse | null;
  @ApiProperty({
    type: VideoFileResponse,
    nullable: true,
    description: 'The video as the server measured it at submission; null on requests made before it measured files',
  })
  videoFile: VideoFileResponse | null;
  @ApiProperty({ type: QueueItemFactsResponse, description: 'Who is working on it; what was decided before on the person' })
  queue: QueueItemFactsResponse;
}

export class ListVerificationsRequest extends PageRequest {
  @ApiPropertyOptional({ enum: VERIFICATION_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn([...VERIFICATION_STATUSES])
  status?: VerificationStatus;
}

export class ReviewVerificationRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "The request's id, as in the path (accepted for clients that send it)" })
  @IsOptional()
  @IsUUID()
  id?: string;

  @ApiProperty({ enum: ['approved', 'rejected'] })
  @IsIn(['approved', 'rejected'])
  status: VerificationDecision;

  @ApiProperty({ maxLength: REVIEW_NOTE_MAX_LENGTH, description: 'Shown to the user' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'A review note is required' })
  @MaxLength(REVIEW_NOTE_MAX_LENGTH)
  reviewNote: string;
}

export class DocumentLinksResponse implements DocumentLinks {
  @ApiProperty({ description: 'Signed link to the ID image, valid until expiresAt' }) idDocumentUrl: string;
  @ApiProperty({ description: 'Signed link to the video, valid until expiresAt' }) videoUrl: string;
  @ApiProperty({ format: 'date-time', description: 'At most 5 minutes away' }) expiresAt: string;
}
