import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AcceptsBody } from '../http/state-change.guard';
import { LocalObjectStorage } from './local-object-storage';
import { MediaUploads, UPLOAD_URL_MAX_BYTES } from './media-uploads';
import { ObjectStorage } from './object-storage';
import { toErrorBody } from '../errors/error-mapping';
import { LocalStorageOnly, ObjectGone } from './storage-errors';
import { Endpoint } from '../http/endpoint';

/** The upload URLs of the local object storage: what S3 would be for a presigned PUT. */
@ApiTags('platform')
@Controller('storage')
export class StorageController {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly uploads: MediaUploads,
  ) {}

  @Endpoint('PUT', 'uploads/:token', {
    summary: 'Receives a file sent to an upload URL',
    description:
      'The uploadUrl of a ticket (GET /api/users/profile-picture-upload-url and the like) when objects are kept in a local folder: the raw file as the body, with its content type. The token carries the grant, signed by the server; no session is needed.',
    answer: ApiOkResponse({ description: 'Stored; finalize it with the ticket’s objectPath' }),
    errors: {
      403: 'The URL is not valid, has expired, or was used already (one upload per URL)',
      404: 'Objects are kept in S3 storage, which takes uploads itself',
      413: 'The file is larger than the ticket allows',
      507: 'The storage has no room left',
    },
  })
  @AcceptsBody('image/*', 'video/*', 'application/octet-stream')
  @ApiConsumes('image/*', 'video/*', 'application/octet-stream')
  @ApiBody({ required: true, schema: { type: 'string', format: 'binary', maxLength: UPLOAD_URL_MAX_BYTES } })
  async receive(@Param('token') token: string, @Req() request: Request): Promise<void> {
    if (!(this.storage instanceof LocalObjectStorage)) throw new LocalStorageOnly();
    await this.storage.receiveUpload(token, request, (key) => this.uploads.isAwaitingUpload(key));
  }

  @Endpoint('GET', 'objects/:token', {
    summary: 'Serves a private object to the holder of its link',
    description:
      'The short-lived links the API hands out for private objects (an identity document for the administrator reviewing it) when objects are kept in a local folder. Never cached; byte ranges are served for video.',
    answer: ApiOkResponse({
      description: 'The object',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    }),
    errors: { 403: 'The link is not valid or has expired', 404: 'The object was deleted, or objects are kept in S3 storage' },
  })
  download(@Param('token') token: string, @Res() response: Response): void {
    if (!(this.storage instanceof LocalObjectStorage)) throw new LocalStorageOnly();
    const { path, contentType, disposition } = this.storage.openDownload(token);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (disposition) response.setHeader('Content-Disposition', disposition);
    // Shown inline by the reviewer's page, never run as a page of ours.
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.sendFile(path, { headers: { 'Content-Type': contentType }, dotfiles: 'deny', lastModified: false, etag: false }, (error) => {
      if (!error || response.headersSent) return;
      const body = toErrorBody(new ObjectGone());
      response.status(body.statusCode).json(body);
    });
  }
}
