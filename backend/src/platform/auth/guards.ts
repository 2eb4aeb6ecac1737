import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import { ErrorBody } from '../errors/error-body';
import { Principal, PrincipalDirectory } from './principal';

type AuthenticatedRequest = Request & { principal?: Principal };

export class NotSignedIn extends DomainError {
  constructor() {
    super('AUTH.NOT_SIGNED_IN', 'You are not signed in', 'unauthenticated');
  }
}

/**
 * Lets a request through only with a live session of an existing user; attaches the principal.
 * The principal is read once per session and kept in it; identity rewrites it in every session
 * of the user when their role or username changes.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly principals: PrincipalDirectory) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.user) throw new NotSignedIn();
    const kept = request.session?.principal;
    if (kept?.id === request.user.id) {
      request.principal = kept;
      return true;
    }
    const principal = await this.principals.findById(request.user.id);
    if (!principal) throw new NotSignedIn();
    request.session.principal = principal;
    request.principal = principal;
    return true;
  }
}

/** The endpoint needs a signed-in user. */
export const SignedIn = () =>
  applyDecorators(UseGuards(SignedInGuard), ApiCookieAuth(), ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' }));

export class AdministratorsOnly extends DomainError {
  constructor() {
    super('AUTH.ADMINISTRATORS_ONLY', 'This is for administrators only', 'forbidden');
  }
}

/** Runs after SignedInGuard: lets administrators through, 403 for everyone else. */
@Injectable()
export class AdministratorGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<AuthenticatedRequest>().principal?.role !== 'admin') throw new AdministratorsOnly();
    return true;
  }
}

/** The endpoint is for administrators: 401 without a session, 403 for any other role. */
export const AdministratorsOnlyEndpoint = () =>
  applyDecorators(
    UseGuards(SignedInGuard, AdministratorGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ErrorBody, description: 'Not signed in' }),
    ApiForbiddenResponse({ type: ErrorBody, description: 'Not an administrator' }),
  );

/** The principal attached by SignedInGuard. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  if (!principal) throw new NotSignedIn();
  return principal;
});
