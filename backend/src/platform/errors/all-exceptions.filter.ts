import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from './error-mapping';
import { ensureRetryAfter } from './retry-after';

/**
 * The one error body for anything thrown while serving a request, with Retry-After on a 429 or
 * 503; a server fault is logged as the error itself, not its text (the logger's error serializer
 * redacts it). Nothing is written once the response has started.
 */
export function answerWithError(response: Response, error: unknown, logger: Logger): void {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) logger.error(error);
  if (response.headersSent) return;
  ensureRetryAfter(response, body.statusCode, error);
  response.status(body.statusCode).json(body);
}

/** The single place where failures inside Nest's routing become HTTP responses. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    answerWithError(host.switchToHttp().getResponse<Response>(), error, this.logger);
  }
}
