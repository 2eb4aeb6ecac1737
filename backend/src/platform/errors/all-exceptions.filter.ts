import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from './error-mapping';
import { ensureRetryAfter } from './retry-after';

/** The single place where failures become HTTP responses. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(error);
    // The error itself, not its text: the logger's error serializer redacts it.
    if (body.statusCode >= 500) this.logger.error(error);
    if (response.headersSent) return;
    ensureRetryAfter(response, body.statusCode);
    response.status(body.statusCode).json(body);
  }
}
