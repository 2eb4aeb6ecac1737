import { CanActivate, ExecutionContext, ForbiddenException, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { TypeIs } from 'type-is';
import { OriginPolicy } from './origin-policy';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_BODY_TYPES = 'acceptedBodyTypes';

/** The endpoint takes bodies of these media types instead of JSON (file uploads). */
export const AcceptsBody = (...mediaTypes: string[]) => SetMetadata(ACCEPTED_BODY_TYPES, mediaTypes);

export class CrossOriginRequest extends ForbiddenException {
  constructor() {
    super({ code: 'CROSS_ORIGIN_REQUEST', message: 'This request was not sent from a page of this site' });
  }
}

export class UnsupportedMediaType extends HttpException {
  constructor(accepted: string[]) {
    super({ code: 'UNSUPPORTED_MEDIA_TYPE', message: `Send the body as ${accepted.join(' or ')}` }, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
}

/**
 * Every call that changes state: sent by a page of the app (a forged cross-site form, fetch or
 * same-site page on another port is refused, 403) and with a body of the endpoint's media type,
 * JSON unless it says otherwise (a form-encoded or text body is refused, 415). Runs before any
 * other guard, so a forged request learns nothing else.
 */
@Injectable()
export class StateChangeGuard implements CanActivate {
  constructor(
    private readonly policy: OriginPolicy,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (!STATE_CHANGING_METHODS.has(request.method)) return true;
    if (!this.policy.allows(request.headers)) throw new CrossOriginRequest();
    const accepted = this.reflector.getAllAndOverride<string[] | undefined>(ACCEPTED_BODY_TYPES, [
      context.getHandler(),
      context.getClass(),
    ]) ?? ['application/json'];
    // A declared type must be accepted even on an empty body; a body must declare its type.
    // (Browsers send `Content-Length: 0` with a POST that has no body.)
    const declared = request.headers['content-type'];
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    if ((declared !== undefined || hasBody) && !new TypeIs(accepted).is(declared ?? '')) {
      throw new UnsupportedMediaType(accepted);
    }
    return true;
  }
}
