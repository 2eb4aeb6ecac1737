import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { endSession } from '../../../platform/auth/sessions';
import { OriginPolicy } from '../../../platform/http/origin-policy';
import { LOGIN_PAGE_HTML, LOGIN_PAGE_SCRIPT, LOGOUT_PAGE_HTML, LOGOUT_PAGE_SCRIPT } from './login-page';

const HTML = 'text/html; charset=utf-8';
const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** Browser navigations: the sign-in page and sign-out. */
@ApiTags('identity')
@Controller()
export class SessionPagesController {
  constructor(private readonly originPolicy: OriginPolicy) {}

  @Get('login')
  @Header('Content-Type', HTML)
  @ApiOperation({ summary: 'The sign-in / create-account page', description: 'After signing in it opens ?next= when that is a page of this site, / otherwise' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML page' })
  loginPage(): string {
    return LOGIN_PAGE_HTML;
  }

  @Get('login/script.js')
  @Header('Content-Type', JAVASCRIPT)
  @ApiExcludeEndpoint()
  loginScript(): string {
    return LOGIN_PAGE_SCRIPT;
  }

  @Get('logout')
  @ApiOperation({
    summary: 'Signs out and goes to the home page',
    description: 'Only a navigation the user started on this site (the Log Out link, the address bar) ends the session; one started elsewhere gets a page asking to confirm (POST /api/auth/logout).',
  })
  @ApiFoundResponse({ description: 'Signed out; redirects to /' })
  @ApiOkResponse({ description: 'HTML page asking to confirm' })
  @ApiProduces('text/html')
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (request.user && !this.originPolicy.isOwnNavigation(request.headers)) {
      response.type(HTML).send(LOGOUT_PAGE_HTML);
      return;
    }
    await endSession(request, response);
    response.redirect(302, '/');
  }

  @Get('logout/script.js')
  @Header('Content-Type', JAVASCRIPT)
  @ApiExcludeEndpoint()
  logoutScript(): string {
    return LOGOUT_PAGE_SCRIPT;
  }
}
