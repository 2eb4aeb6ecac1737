import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { AddPortfolioItemCommand, EditPortfolioItemCommand, RemovePortfolioItemCommand } from '../application/commands/portfolio-commands';
import { UpdateProfileCommand } from '../application/commands/update-profile';
import { GetPublicProfileQuery, PublicProfileView } from '../application/queries/get-public-profile';
import { GetUserQuery } from '../application/queries/get-user';
import { ListPortfolioQuery, PortfolioItemView } from '../application/queries/list-portfolio';
import { FreelancerView, SearchFreelancersQuery } from '../application/queries/search-freelancers';
import {
  EditPortfolioItemRequest,
  FreelancerResponse,
  PortfolioItemRequest,
  PortfolioItemResponse,
  PublicProfileResponse,
  SearchFreelancersRequest,
  UpdateProfileRequest,
  UserResponse,
} from './dto';

const userNotFound = ApiNotFoundResponse({ type: ErrorBody, description: 'User not found' });

/** Who people are: profiles, portfolios and the directory of freelancers. */
@ApiTags('identity')
@SignedIn()
@Controller()
export class ProfilesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Patch('users/profile')
  @ApiOperation({
    summary: 'Edits my profile',
    description:
      'First and last name are required; bio, location, hourlyRate, skills and languages change when present. profileImageUrl may only keep the current picture or remove it (null): a new one comes from the upload flow.',
  })
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid field, or a picture that was not uploaded' })
  async updateProfile(@CurrentPrincipal() principal: Principal, @Body() body: UpdateProfileRequest): Promise<UserResponse> {
    await this.commandBus.execute(new UpdateProfileCommand(principal.id, body));
    return this.queryBus.execute(new GetUserQuery(principal.id));
  }

  @Get('users/:id')
  @ApiOperation({ summary: 'A public profile', description: 'What every signed-in user may see of someone: never their email.' })
  @ApiOkResponse({ type: PublicProfileResponse })
  @userNotFound
  profile(@Param('id', new ParseUUIDPipe()) id: string): Promise<PublicProfileView> {
    return this.queryBus.execute(new GetPublicProfileQuery(id));
  }

  @Get('freelancers')
  @ApiOperation({
    summary: 'Finds freelancers',
    description:
      "Freelancers best first (trust score, then completed jobs), a page at a time. The body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page.",
  })
  @ApiOkResponse({
    type: [FreelancerResponse],
    headers: { 'X-Next-Cursor': { description: 'cursor of the next page; absent on the last page', schema: { type: 'string' } } },
  })
  async freelancers(@Query() query: SearchFreelancersRequest, @Res({ passthrough: true }) response: Response): Promise<FreelancerView[]> {
    const { items, nextCursor } = await this.queryBus.execute(
      new SearchFreelancersQuery({ ...query, verifiedOnly: query.verifiedOnly === 'true' }),
    );
    if (nextCursor) response.setHeader('X-Next-Cursor', nextCursor);
    response.setHeader('Access-Control-Expose-Headers', 'X-Next-Cursor');
    return items;
  }

  @Get('portfolio/:userId')
  @ApiOperation({ summary: 'A user’s portfolio', description: 'Newest first.' })
  @ApiOkResponse({ type: [PortfolioItemResponse] })
  @userNotFound
  portfolio(@Param('userId', new ParseUUIDPipe()) userId: string): Promise<PortfolioItemView[]> {
    return this.queryBus.execute(new ListPortfolioQuery(userId));
  }

  @Post('portfolio')
  @ApiOperation({ summary: 'Adds a portfolio item', description: 'To the caller’s own portfolio; at most 50 items.' })
  @ApiCreatedResponse({ type: PortfolioItemResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'The portfolio is full' })
  addPortfolioItem(@CurrentPrincipal() principal: Principal, @Body() body: PortfolioItemRequest): Promise<PortfolioItemView> {
    return this.commandBus.execute(new AddPortfolioItemCommand(principal.id, { title: body.title, description: body.description ?? null }));
  }

  @Patch('portfolio/:id')
  @ApiOperation({ summary: 'Edits a portfolio item', description: 'Owner only; absent fields stay as they are.' })
  @ApiOkResponse({ type: PortfolioItemResponse })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Someone else’s item' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Portfolio item not found' })
  editPortfolioItem(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: EditPortfolioItemRequest,
  ): Promise<PortfolioItemView> {
    return this.commandBus.execute(new EditPortfolioItemCommand(principal.id, id, body));
  }

  @Delete('portfolio/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a portfolio item', description: 'Owner only.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Someone else’s item' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Portfolio item not found' })
  async removePortfolioItem(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.commandBus.execute(new RemovePortfolioItemCommand(principal.id, id));
  }
}
