import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension } from '@nestjs/swagger';
import { perHandler } from './handler-metadata';
import type { Request } from 'express';
import { TypeIs } from 'type-is';
import { OriginPolicy } from './origin-policy';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_BODY_TYPES = 'acceptedBodyTypes';

const SIGNED_LINK = 'signedLinkEndpoint';
/** The OpenAPI extension that marks a signed-link operation (see documentSharedDefences). */
export const SIGNED_LINK_EXTENSION = 'x-signed-link';
/** What mail providers post to a one-click unsubscribe URL (RFC 8058: multipart/form-data or a urlencoded form), and JSON from our page. */
export const SIGNED_LINK_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

const CHANGES_STATE = 'changesState';
/** The OpenAPI extension that marks a GET operation that changes state (see documentSharedDefences). */
export const CHANGES_STATE_EXTENSION = 'x-changes-state';

/**
 * The GET operation changes state (grants an upload, marks messages read): like a POST, it is
 * refused unless a page of the app sent it, since browsers send a same-site page's image or a
 * cross-site navigation with the member's cookies. `what` says what it changes, in the document.
 */
export const ChangesState = (what: string) =>
  applyDecorators(SetMetadata(CHANGES_STATE, true), ApiExtension(CHANGES_STATE_EXTENSION, what));

/** The endpoint takes bodies of these media types instead of JSON (file uploads). */
export const AcceptsBody = (...mediaTypes: string[]) => SetMetadata(ACCEPTED_BODY_TYPES, mediaTypes);

/**
 * The operation acts on the authority of a signed token in its URL, never on the session (its
 * handler reads no principal or cookie): a forged cross-site request can do no more than whoever
 * holds the link, so there is nothing to forge and the origin check is skipped. It also takes the
 * form bodies mail providers send with an RFC 8058 one-click unsubscribe, signed out and without
 * an Origin. Those bodies are not parsed: the token says everything the operation needs.
 */
export const SignedLinkEndpoint = () =>
  applyDecorators(
    SetMetadata(SIGNED_LINK, true),
    ApiExtension(SIGNED_LINK_EXTENSION, 'The authority is the signed token in the URL; no session is used, so any origin may call it'),
  );

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
 * other guard, so a forged request learns nothing else. Only a SignedLinkEndpoint, which uses no
 * session, takes any origin and the one-click unsubscribe forms. A GET marked ChangesState gets
 * the origin check too.
 */
@Injectable()
export class StateChangeGuard implements CanActivate {
  constructor(
    private readonly policy: OriginPolicy,
    private readonly reflector: Reflector,
  ) {}

  private readonly bodyRulesOf = perHandler((targets) => {
    const signedLink = this.reflector.getAllAndOverride<boolean | undefined>(SIGNED_LINK, targets) === true;
    const accepted = signedLink
      ? SIGNED_LINK_BODY_TYPES
      : (this.reflector.getAllAndOverride<string[] | undefined>(ACCEPTED_BODY_TYPES, targets) ?? ['application/json']);
    const changesState = this.reflector.getAllAndOverride<boolean | undefined>(CHANGES_STATE, targets) === true;
    return { signedLink, accepted, changesState };
  });

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const { signedLink, accepted, changesState } = this.bodyRulesOf(context);
    if (!STATE_CHANGING_METHODS.has(request.method)) {
      if (changesState && !this.policy.allows(request.headers)) throw new CrossOriginRequest();
      return true;
    }
    if (!signedLink && !this.policy.allows(request.headers)) throw new CrossOriginRequest();
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
