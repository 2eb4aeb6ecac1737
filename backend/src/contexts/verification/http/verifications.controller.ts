import { BadRequestException, Body, Controller, Param, ParseUUIDPipe, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiExtension, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, sendPage } from '../../../platform/paging/keyset-page';
import type { Request } from 'express';
import { AdministratorsOnlyEndpoint, CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { SecretInAnswer } from '../../../platform/http/compression';
import { Endpoint } from '../../../platform/http/endpoint';
import { AcceptsBody } from '../../../platform/http/state-change.guard';
import { RateLimited, UPLOADS_THROTTLER } from '../../../platform/rate-limit/rate-limit';
import { StreamedUploads } from '../../../platform/storage/streamed-files';
import { ReviewVerificationCommand } from '../application/commands/review-verification';
import { SubmitVerificationCommand } from '../application/commands/submit-verification';
import { DeleteOwnVerificationMediaCommand } from '../application/commands/delete-own-verification-media';
import { DocumentLinks, OpenVerificationDocumentsCommand } from '../application/commands/open-verification-documents';
import { AssertMaySubmitVerificationQuery } from '../application/queries/assert-may-submit-verification';
import { GetMyVerificationQuery } from '../application/queries/get-my-verification';
import { GetVerificationRequestQuery } from '../application/queries/get-verification-request';
import { ListVerificationRequestsQuery } from '../application/queries/list-verification-requests';
import { AdminVerificationView, VerificationView } from '../application/verification-views';
import { MISSING_FILES_MESSAGE, VERIFICATION_FILES } from '../domain/verification-files';
import { VERIFICATION_MEDIA } from '../domain/verification-media';
import {
  AdminVerificationResponse,
  DocumentLinksResponse,
  ListVerificationsRequest,
  MyVerificationResponse,
  ReviewVerificationRequest,
  VerificationResponse,
} from './dto';

const { video: VIDEO_RULES, idDocument: ID_IMAGE_RULES } = VERIFICATION_MEDIA;

/** A user proves their identity: an ID image and a short video, reviewed by an administrator. */
@ApiTags('verification')
@SignedIn()
@Controller('verifications')
export class VerificationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly uploads: StreamedUploads,
  ) {}

  @Endpoint('POST', '', {
    summary: 'Submits an identity verification',
    description: `multipart/form-data with two files: idDocument (a JPEG, PNG or WebP photo of a government ID, at most 10 MB, at least ${ID_IMAGE_RULES.minLongSide} pixels on its longer side and at most ${ID_IMAGE_RULES.maxPixels / 1_000_000} megapixels) and video (MP4, WebM or MOV, at most 50 MB, ${VIDEO_RULES.minSeconds} to ${VIDEO_RULES.maxSeconds} seconds counted to the nearest second, at least ${VIDEO_RULES.minShortSide} pixels on its shorter side, saying the full name and "I am verifying my identity"). Types, the video's container, duration and picture size and the image's dimensions are read from the bytes; the bounds are also in x-verification-media. Only while not verified and with no request pending. Review takes 24-48 hours.`,
    answer: ApiCreated(VerificationResponse),
    errors: {
      400: "'Please upload both ID and video', a file of the wrong type, a malformed upload, or a file outside the bounds: VERIFICATION.VIDEO_UNREADABLE, VIDEO_NO_PICTURE, VIDEO_TOO_SHORT, VIDEO_TOO_LONG, VIDEO_RESOLUTION_TOO_LOW, ID_IMAGE_UNREADABLE, ID_IMAGE_TOO_SMALL, ID_IMAGE_TOO_MANY_PIXELS (each message names the file's figure and the bound)",
      409: 'Already verified, or a request is pending',
      413: 'A file over its limit, or over the storage quota',
      507: 'The storage has no room left',
    },
  })
  @ApiExtension('x-verification-media', VERIFICATION_MEDIA)
  @RequiresVerifiedEmail()
  @AcceptsBody('multipart/form-data')
  @RateLimited(UPLOADS_THROTTLER)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['idDocument', 'video'],
      // maxLength is each file's limit in bytes.
      properties: {
        idDocument: { type: 'string', format: 'binary', maxLength: VERIFICATION_FILES.idDocument.maxBytes },
        video: { type: 'string', format: 'binary', maxLength: VERIFICATION_FILES.video.maxBytes },
      },
    },
    encoding: {
      idDocument: { contentType: 'image/jpeg, image/png, image/webp' },
      video: { contentType: 'video/mp4, video/webm, video/quicktime' },
    },
  })
  async submit(@CurrentPrincipal() principal: Principal, @Req() request: Request): Promise<VerificationView> {
    await this.queryBus.execute(new AssertMaySubmitVerificationQuery(principal.id));
    const files = await this.uploads.store(request, principal.id, VERIFICATION_FILES, MISSING_FILES_MESSAGE);
    await this.commandBus.execute(new SubmitVerificationCommand(principal.id, files));
    return (await this.queryBus.execute(new GetMyVerificationQuery(principal.id)))!;
  }

  @Endpoint('GET', 'my', {
    summary: 'My verification',
    description:
      'The latest request (null before the first) and whether a new one may be submitted (never before the email address is confirmed).',
    answer: ApiOk(MyVerificationResponse),
  })
  async mine(@CurrentPrincipal() principal: Principal): Promise<{ request: VerificationView | null; canSubmit: boolean }> {
    const request = await this.queryBus.execute(new GetMyVerificationQuery(principal.id));
    // Submitting also waits for a confirmed email address (RequiresVerifiedEmail on submit).
    const canSubmit =
      principal.emailVerified &&
      (await this.queryBus.execute(new AssertMaySubmitVerificationQuery(principal.id)).then(
        () => true,
        () => false,
      ));
    return { request, canSubmit };
  }

  @Endpoint('DELETE', ':id/media', {
    summary: 'Deletes the files of my decided request',
    description: 'The ID image and video go; the decision stays. Repeatable.',
    answer: ApiNoContentResponse({ description: 'Deleted' }),
    errors: { 404: 'Not a request of mine', 409: 'Still pending' },
  })
  async deleteMedia(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.commandBus.execute(new DeleteOwnVerificationMediaCommand(principal.id, id));
  }
}

/** Administrators review verification requests. */
@ApiTags('verification')
@AdministratorsOnlyEndpoint()
@Controller('admin/verifications')
export class AdminVerificationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', '', {
    summary: 'Verification requests to review',
    description:
      "Pending ones oldest first (the default); decided ones newest first; a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(AdminVerificationResponse),
  })
  async list(@Query() query: ListVerificationsRequest, @Res({ passthrough: true }) response: Response): Promise<AdminVerificationView[]> {
    return sendPage(response, await this.queryBus.execute(new ListVerificationRequestsQuery(query.status ?? 'pending', query)));
  }

  @Endpoint('PATCH', ':id', {
    summary: 'Approves or rejects a verification request',
    description:
      'Once, with a note the user sees. Approval verifies the user and raises their trust score; either way they are notified. Recorded in the audit log.',
    answer: ApiOk(AdminVerificationResponse),
    errors: {
      400: 'Invalid status or note, or an id in the body that differs from the path',
      404: 'Verification request not found',
      409: 'Already reviewed, or another administrator is working on it (ADMIN_QUEUE.ITEM_TAKEN)',
    },
  })
  async review(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ReviewVerificationRequest,
  ): Promise<AdminVerificationView> {
    if (body.id !== undefined && body.id !== id) throw new BadRequestException('The id in the body differs from the one in the path');
    await this.commandBus.execute(new ReviewVerificationCommand(principal.id, id, body.status, body.reviewNote));
    return this.queryBus.execute(new GetVerificationRequestQuery(id));
  }

  @Endpoint('POST', ':id/document-links', {
    summary: "Links to a request's ID image and video",
    description: 'Signed links that work for 5 minutes; each call is recorded in the audit log (who, when, which request).',
    answer: ApiOk(DocumentLinksResponse),
    errors: { 404: 'Verification request not found, or its files were deleted' },
  })
  @SecretInAnswer()
  documentLinks(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<DocumentLinks> {
    return this.commandBus.execute(new OpenVerificationDocumentsCommand(principal.id, id));
  }
}
