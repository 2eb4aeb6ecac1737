import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { endSession } from '../../../platform/auth/sessions';
import { LOGIN_PAGE_HTML, LOGIN_PAGE_SCRIPT } from './login-page';

/** Browser navigations: the sign-in page and sign-out. */
@ApiTags('auth')
@Controller()
export class SessionPagesController {
  /** The sign-in / create-account page. */
  @Get('login')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML page' })
  loginPage(): string {
    return LOGIN_PAGE_HTML;
  }

  @Get('login/script.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @ApiExcludeEndpoint()
  loginScript(): string {
    return LOGIN_PAGE_SCRIPT;
  }

  /** Ends the session on the server and goes to the home page. */
  @Get('logout')
  @ApiFoundResponse({ description: 'Redirects to /' })
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    await endSession(request, response);
    response.redirect(302, '/');
  }
}
