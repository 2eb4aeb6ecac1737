import { HttpException, HttpStatus } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { DomainError, DomainErrorKind } from './domain-error';
import { ErrorBody } from './error-body';
import { isDataException, isUniqueViolation } from '../database/database-errors';
import { isServiceUnreachable } from './unavailable';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupported_media_type: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  insufficient_storage: HttpStatus.INSUFFICIENT_STORAGE,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Errors raised by Express' body parser before any handler runs. */
type BodyParserError = Error & { type: string; status: number; expose?: boolean };

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    error instanceof Error && typeof (error as BodyParserError).type === 'string' && typeof (error as BodyParserError).status === 'number'
  );
}

function fromHttpException(error: HttpException): ErrorBody {
  const statusCode = error.getStatus();
  const response = error.getResponse();
  const body = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
  const rawMessage = body.message ?? (typeof response === 'string' ? response : error.message);
  const message = Array.isArray(rawMessage) ? rawMessage.join('; ') : String(rawMessage);
  const code = typeof body.code === 'string' ? body.code : (CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'INTERNAL_ERROR' : 'ERROR'));
  const details = body.details as Record<string, unknown> | undefined;
  return { statusCode, code, message, ...(details ? { details } : {}) };
}

/** Turns anything thrown while serving a request into the one error body. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) {
    return {
      statusCode: STATUS_BY_KIND[error.kind],
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (error instanceof ThrottlerException) {
    return { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a moment and try again.' };
  }
  if (error instanceof HttpException) return fromHttpException(error);
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') {
      return { statusCode: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' };
    }
    if (error.type === 'entity.too.large') {
      return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
    }
    if (error.status >= 400 && error.status < 500) {
      return {
        statusCode: error.status,
        code: CODE_BY_STATUS[error.status] ?? 'BAD_REQUEST',
        message: error.expose ? error.message : 'Bad request',
      };
    }
  }
  if (isServiceUnreachable(error)) {
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment.' };
  }
  // Through the ORM or straight from pg (a Kysely statement): the same fields, the same answer.
  if (isUniqueViolation(error)) {
    return { statusCode: 409, code: 'CONFLICT', message: 'This conflicts with an existing record' };
  }
  if (isDataException(error)) {
    // Class 22, data exception (a malformed or out-of-range value): input validation is meant to
    // stop these first; this keeps one that slips through a 400 rather than a 500.
    return { statusCode: 400, code: 'BAD_REQUEST', message: 'A value in the request is malformed' };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' };
}
