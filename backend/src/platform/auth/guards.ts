import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import { ErrorBody } from '../errors/error-body';
import { perHandler } from '../http/handler-metadata';
import { Principal } from './principal';
import { SessionReader } from './session-reader';

type AuthenticatedRequest = Request & { principal?: Principal };

export class NotSignedIn extends DomainError {
  constructor() {
    super('AUTH.NOT_SIGNED_IN', 'You are not signed in', 'unauthenticated');
  }
}

export class EmailNotVerified extends DomainError {
  constructor() {
    super('IDENTITY.EMAIL_NOT_VERIFIED', 'Confirm your email address first: open the link we sent you.', 'forbidden');
  }
}

const REQUIRES_VERIFIED_EMAIL = 'requiresVerifiedEmail';
const OPEN_TO_VISITORS = 'openToVisitors';
/** The OpenAPI extension that marks a signed-in controller's read a visitor may make too (see documentSharedDefences). */
export const OPEN_TO_VISITORS_EXTENSION = 'x-open-to-visitors';
/** The OpenAPI extension that marks an operation closed to callers with an unproven address (see documentSharedDefences). */
export const REQUIRES_VERIFIED_EMAIL_EXTENSION = 'x-requires-verified-email';

/**
 * Lets a request through only with a live session of an existing user who is not suspended;
 * attaches the principal, read with the session in the request's first statement
 * (PostgresSessionStore), so a change of role, address, second factor or suspension reaches every
 * live session at its next request. On an operation marked RequiresVerifiedEmail, a caller who has
 * not proven their address is refused (403).
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionReader,
  ) {}

  private readonly requiresVerifiedEmail = perHandler(
    (targets) => this.reflector.getAllAndOverride<boolean | undefined>(REQUIRES_VERIFIED_EMAIL, targets) === true,
  );

  private readonly openToVisitors = perHandler(
    (targets) => this.reflector.getAllAndOverride<boolean | undefined>(OPEN_TO_VISITORS, targets) === true,
  );

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = request.user ? request.session?.principal : undefined;
    if (!principal || principal.id !== request.user?.id) {
      // A visitor (or a session whose account is gone or suspended) reads as nobody.
      if (this.openToVisitors(context)) return true;
      return this.refuse(request);
    }
    request.principal = principal;
    if (this.requiresVerifiedEmail(context) && !principal.emailVerified) throw new EmailNotVerified();
    return true;
  }

  /** The 401: why the cookie's session ended when it names one (AUTH.SESSION_ENDED), else AUTH.NOT_SIGNED_IN. */
  private async refuse(request: Request): Promise<never> {
    throw (await this.sessions.whyEnded(request.headers.cookie)) ?? new NotSignedIn();
  }
}

/** The endpoint needs a signed-in user. */
export const SignedIn = () =>
  applyDecorators(UseGuards(SignedInGuard), ApiCookieAuth(), ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' }));

/**
 * The signed-in endpoint is closed to users who have not confirmed their email address yet: 403
 * IDENTITY.EMAIL_NOT_VERIFIED, checked by SignedInGuard (so the endpoint or its controller must be
 * SignedIn too). The document lists the 403 on every operation it marks (documentSharedDefences).
 */
export const RequiresVerifiedEmail = () =>
  applyDecorators(SetMetadata(REQUIRES_VERIFIED_EMAIL, true), ApiExtension(REQUIRES_VERIFIED_EMAIL_EXTENSION, true));

/**
 * The read of a SignedIn controller answers visitors who are not signed in too (decision 0061: the
 * public job board and profiles); the handler reads the caller with CurrentViewer, null for a
 * visitor, and leaves out what only a member may see. A signed-in caller is checked as on any
 * other operation. The document drops the 401 and makes the cookie optional.
 */
export const OpenToVisitors = () => applyDecorators(SetMetadata(OPEN_TO_VISITORS, true), ApiExtension(OPEN_TO_VISITORS_EXTENSION, true));

export class AdministratorsOnly extends DomainError {
  constructor() {
    super('AUTH.ADMINISTRATORS_ONLY', 'This is for administrators only', 'forbidden');
  }
}

export class SecondFactorNotSetUp extends DomainError {
  constructor() {
    super('AUTH.SECOND_FACTOR_NOT_SET_UP', 'Set up two-factor sign-in in Settings to use the admin panel', 'forbidden');
  }
}

/** The OpenAPI extension that marks an administrators' operation (see documentSharedDefences). */
export const ADMINISTRATORS_ONLY_EXTENSION = 'x-administrators-only';

/** Whether the caller may act as an administrator: the role, and a second factor to sign in with (decision 0034). */
export function actsAsAdministrator(principal: Pick<Principal, 'role' | 'secondFactor'>): boolean {
  return principal.role === 'admin' && principal.secondFactor === true;
}

/**
 * Runs after SignedInGuard: lets administrators who sign in with a second factor through; 403 for
 * everyone else, and for an administrator without one (AUTH.SECOND_FACTOR_NOT_SET_UP, decision 0034).
 */
@Injectable()
export class AdministratorGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
    if (principal?.role !== 'admin') throw new AdministratorsOnly();
    if (!actsAsAdministrator(principal)) throw new SecondFactorNotSetUp();
    return true;
  }
}

/**
 * The endpoint is for administrators: 401 without a session, 403 for any other role and for an
 * administrator without two-factor sign-in (the document says so on every such operation).
 */
export const AdministratorsOnlyEndpoint = () =>
  applyDecorators(
    UseGuards(SignedInGuard, AdministratorGuard),
    ApiCookieAuth(),
    ApiExtension(ADMINISTRATORS_ONLY_EXTENSION, true),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' }),
    ApiForbiddenResponse({ type: ErrorBody, description: 'Not an administrator (AUTH.ADMINISTRATORS_ONLY)' }),
  );

/** On an OpenToVisitors operation: the principal attached by SignedInGuard, or null for a visitor. */
export const CurrentViewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | null =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().principal ?? null,
);

/** The principal attached by SignedInGuard. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new NotSignedIn();
  return principal;
});
