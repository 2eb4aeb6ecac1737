import { Controller, Param, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/principal';
import { Endpoint } from '../http/endpoint';
import { AcceptsBody } from '../http/state-change.guard';
import { ApiCreated, ApiOk } from '../openapi/documented-response';
import { RateLimited, UPLOADS_THROTTLER } from '../rate-limit/rate-limit';
import { AttachmentLinkResponse, AttachmentResponse } from './attachment.dto';
import { ACCEPTED_DESCRIPTION, ATTACHMENT_TYPES } from './attachment-types';
import { Attachments, AttachmentView, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_ITEM, MAX_CLIENT_KEY_LENGTH } from './attachments';

/** Files for messages, proposals and milestone submissions: uploaded here, attached by each context's own command. */
@ApiTags('attachments')
@SignedIn()
@Controller('attachments')
export class AttachmentsController {
  constructor(private readonly attachments: Attachments) {}

  @Endpoint('POST', '', {
    summary: 'Uploads a file to attach',
    description: `multipart/form-data with one file part named file (at most 10 MB) and, optionally, a text field clientKey (1 to ${MAX_CLIENT_KEY_LENGTH} characters, a new one per file the client picks): the same clientKey again answers the file stored the first time, so a retry after a lost answer stores nothing twice. Taken by its bytes, never its name or declared type: ${ACCEPTED_DESCRIPTION}. Refused with 415: programs and scripts (ELF, PE, Mach-O, #!), web pages, SVG and XML, archives, documents with macros, text that is not UTF-8 or not named .txt, .csv or .md. Counted against the uploader's storage quota. The file stays private and unattached until a message, a proposal or a milestone submission names its id in attachmentIds (at most ${MAX_ATTACHMENTS_PER_ITEM} each); unattached files are deleted after 24 hours.`,
    answer: ApiCreated(AttachmentResponse),
    errors: {
      400: 'No file part, an unexpected part, a malformed upload or an invalid clientKey',
      413: 'The file is over 10 MB, or over the storage quota (STORAGE.QUOTA_EXCEEDED)',
      415: 'ATTACHMENTS.TYPE_NOT_ACCEPTED: not a type attachments take (the message says why)',
      507: 'The storage has no room left',
    },
  })
  @RequiresVerifiedEmail()
  @AcceptsBody('multipart/form-data')
  @RateLimited(UPLOADS_THROTTLER)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', maxLength: MAX_ATTACHMENT_BYTES },
        clientKey: { type: 'string', minLength: 1, maxLength: MAX_CLIENT_KEY_LENGTH },
      },
    },
    encoding: { file: { contentType: ATTACHMENT_TYPES.join(', ') } },
  })
  upload(@CurrentPrincipal() principal: Principal, @Req() request: Request): Promise<AttachmentView> {
    return this.attachments.upload(principal.id, request);
  }

  @Endpoint('GET', ':id/link', {
    summary: 'A short-lived link to an attached file',
    description:
      'For the file’s owner and the readers of what it is attached to (the two parties of a message’s conversation, of a proposal, of a contract); 404 for anyone else, as for an id that does not exist. The link works for 5 minutes and serves the file with the type read from its bytes, X-Content-Type-Options: nosniff, and Content-Disposition inline for images and PDF, attachment otherwise.',
    answer: ApiOk(AttachmentLinkResponse),
    errors: { 404: 'No such file, or not one the caller may read' },
  })
  async link(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<AttachmentLinkResponse> {
    const { url, expiresAt } = await this.attachments.link(principal.id, id);
    return { url, expiresAt: expiresAt.toISOString() };
  }
}
