import { Controller, Get, Query, Redirect, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { endSession } from '../../../platform/auth/sessions';
import { OriginPolicy } from '../../../platform/http/origin-policy';

/** The query values the sign-in screen reads; any other parameter is dropped on the way. */
const SIGN_IN_PARAMS = ['next', 'mode', 'role'] as const;

/** /login with the sign-in screen's own query values (single string values only, URL-encoded). */
export function signInScreenUrl(query: Request['query']): string {
  const params = new URLSearchParams();
  for (const name of SIGN_IN_PARAMS) {
    const value = query[name];
    if (typeof value === 'string') params.set(name, value);
  }
  const search = params.toString();
  return search ? `/login?${search}` : '/login';
}

/** Browser navigations that the app's own screens take over: signing in and signing out. */
@ApiTags('identity')
@Controller()
export class SessionPagesController {
  constructor(private readonly originPolicy: OriginPolicy) {}

  @Get('login')
  @ApiOperation({
    summary: 'Opens the sign-in screen',
    description:
      'Redirects to the app’s sign-in screen (/login), carrying over ?next=, ?mode= and ?role=; other query parameters are dropped.',
  })
  @ApiQuery({
    name: 'next',
    required: false,
    type: String,
    description: 'The page to open after signing in; the screen keeps it only when it is a page of this site',
  })
  @ApiQuery({ name: 'mode', required: false, type: String, description: '"signup" opens the create-account tab' })
  @ApiQuery({
    name: 'role',
    required: false,
    enum: ['client', 'freelancer'],
    description: 'The choice the create-account form starts with: client ("I want to hire") or freelancer ("I want to work")',
  })
  @ApiFoundResponse({ description: 'Redirects to /login' })
  @Redirect()
  login(@Query() query: Request['query']): { url: string; statusCode: number } {
    return { url: signInScreenUrl(query), statusCode: 302 };
  }

  @Get('logout')
  @ApiOperation({
    summary: 'Signs out and goes to the home page',
    description:
      'Only a navigation the user started on this site (the Log Out link, the address bar) ends the session; one started elsewhere goes to /logout, a screen that asks to confirm (POST /api/auth/logout).',
  })
  @ApiFoundResponse({ description: 'Signed out: redirects to /; a signed-in user’s navigation from elsewhere: redirects to /logout' })
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    // A link or image on another site must not end the session: the user confirms on /logout.
    if (request.user && !this.originPolicy.isOwnNavigation(request.headers)) {
      response.redirect(302, '/logout');
      return;
    }
    await endSession(request, response);
    response.redirect(302, '/');
  }
}
