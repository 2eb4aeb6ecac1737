import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, CurrentViewer, OpenToVisitors, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { SecretInAnswer } from '../../../platform/http/compression';
import { Endpoint } from '../../../platform/http/endpoint';
import { ChangesState } from '../../../platform/http/state-change.guard';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiCappedListResponse } from '../../../platform/paging/capped-list';
import { PORTFOLIO_LIMIT } from '../domain/portfolio-item.entity';
import { AddPortfolioItemCommand } from '../application/commands/add-portfolio-item';
import { EditPortfolioItemCommand } from '../application/commands/edit-portfolio-item';
import { RemovePortfolioItemCommand } from '../application/commands/remove-portfolio-item';
import { RequestImageUploadCommand } from '../application/commands/request-image-upload';
import { SetProfilePictureCommand } from '../application/commands/set-profile-picture';
import { UpdateProfileCommand } from '../application/commands/update-profile';
import { RateLimited, UPLOADS_THROTTLER } from '../../../platform/rate-limit/rate-limit';
import type { UploadTicket } from '../../../platform/storage/media-uploads';
import { GetPublicProfileQuery, PublicProfileView } from '../application/queries/get-public-profile';
import { GetUserQuery } from '../public';
import type { UserView } from '../application/user-view';
import { ListPortfolioQuery, PortfolioItemView } from '../application/queries/list-portfolio';
import { FreelancerView, SearchFreelancersQuery } from '../application/queries/search-freelancers';
import {
  EditPortfolioItemRequest,
  FinalizeUploadRequest,
  FreelancerResponse,
  PortfolioItemRequest,
  PortfolioItemResponse,
  ProfilePictureResponse,
  PublicProfileResponse,
  SearchFreelancersRequest,
  UpdateProfileRequest,
  UploadTicketResponse,
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

  @Endpoint('PATCH', 'users/profile', {
    summary: 'Edits my profile',
    description:
      'First and last name are required; bio, location, hourlyRate, skills and languages change when present. profileImageUrl may only keep the current picture or remove it (null): a new one comes from the upload flow.',
    answer: ApiOk(UserResponse),
    errors: { 400: 'Invalid field, or a picture that was not uploaded' },
  })
  async updateProfile(@CurrentPrincipal() principal: Principal, @Body() body: UpdateProfileRequest): Promise<UserView> {
    await this.commandBus.execute(new UpdateProfileCommand(principal.id, body));
    return this.queryBus.execute(new GetUserQuery(principal.id));
  }

  // Declared before users/:id, which would take "profile-picture-upload-url" for an id.
  @Endpoint('GET', 'users/profile-picture-upload-url', {
    summary: 'An upload URL for a new profile picture',
    description:
      'PUT the raw image to uploadUrl (with its content type, at most 5 MB), then POST /api/users/profile-picture/finalize with objectPath. The URL is valid for UPLOAD_URL_TTL_SECONDS (default 10 minutes) and only this user may finalize it.',
    answer: ApiOk(UploadTicketResponse),
    errors: {
      413: 'STORAGE.QUOTA_EXCEEDED: the upload would take the user over their storage quota',
      429: 'Too many uploads waiting to be finalized',
    },
  })
  @ChangesState('Grants an upload: a pending upload counts against the ten a user may have')
  @RateLimited(UPLOADS_THROTTLER)
  @SecretInAnswer()
  pictureUploadUrl(@CurrentPrincipal() principal: Principal): Promise<UploadTicket> {
    return this.commandBus.execute(new RequestImageUploadCommand(principal.id, 'profile_picture'));
  }

  @Endpoint('POST', 'users/profile-picture/finalize', {
    summary: 'Makes an uploaded image my profile picture',
    description:
      'The upload must be mine, made before its URL expired, at most 5 MB, and a JPEG, PNG, WebP or GIF by its bytes. A cleaned copy (upright, at most 512 px, no metadata) becomes the picture; the upload is deleted whatever the outcome, so a refused one needs a new URL.',
    answer: ApiOk(ProfilePictureResponse),
    errors: {
      400: 'Nothing was uploaded, or the file is not an image',
      403: 'The upload URL had expired',
      404: 'No upload of mine with this objectPath is waiting',
      413: "'Profile picture must be less than 5MB'",
    },
  })
  finalizePicture(@CurrentPrincipal() principal: Principal, @Body() body: FinalizeUploadRequest): Promise<{ profileImageUrl: string }> {
    return this.commandBus.execute(new SetProfilePictureCommand(principal.id, body.objectPath));
  }

  @Endpoint('GET', 'users/:id', {
    summary: 'A public profile',
    description:
      'What every signed-in user may see of someone: never their email. A suspended account’s is not found, but by its owner and administrators. Visitors who are not signed in read it too when its owner shows it to everyone (profileVisibility), without the location; a members-only profile is not found for them, as a missing one.',
    answer: ApiOk(PublicProfileResponse),
  })
  @userNotFound
  @OpenToVisitors()
  profile(@CurrentViewer() viewer: Principal | null, @Param('id', new ParseUUIDPipe()) id: string): Promise<PublicProfileView> {
    return this.queryBus.execute(new GetPublicProfileQuery(id, viewer));
  }

  @Endpoint('GET', 'freelancers', {
    summary: 'Finds freelancers',
    description:
      "Freelancers best first, a page at a time, in the order /how-ranking-works documents: every search word must begin a word of the name, username, skills or bio, and the matches come by rank score (verified badge, published reviews, completed jobs), with every 4th place of the first page for the best-ranked newcomer (an account younger than 30 days) not already on it. Each result says why it stands there (rankReasons). The body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page. Visitors who are not signed in search too, among those who show their profile to everyone, without their location.",
    answer: ApiOk([FreelancerResponse], {
      headers: { 'X-Next-Cursor': { description: 'cursor of the next page; absent on the last page', schema: { type: 'string' } } },
    }),
  })
  @OpenToVisitors()
  async freelancers(
    @CurrentViewer() viewer: Principal | null,
    @Query() query: SearchFreelancersRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FreelancerView[]> {
    const { items, nextCursor } = await this.queryBus.execute(
      new SearchFreelancersQuery({ ...query, verifiedOnly: query.verifiedOnly === 'true', forVisitor: viewer === null }),
    );
    if (nextCursor) response.setHeader('X-Next-Cursor', nextCursor);
    response.setHeader('Access-Control-Expose-Headers', 'X-Next-Cursor');
    return items;
  }

  // Declared before portfolio/:userId.
  @Endpoint('GET', 'portfolio/image-upload-url', {
    summary: 'An upload URL for a portfolio image',
    description: 'As for a profile picture; send the objectPath as imageObjectPath when adding or editing an item.',
    answer: ApiOk(UploadTicketResponse),
    errors: {
      413: 'STORAGE.QUOTA_EXCEEDED: the upload would take the user over their storage quota',
      429: 'Too many uploads waiting to be finalized',
    },
  })
  @ChangesState('Grants an upload: a pending upload counts against the ten a user may have')
  @RateLimited(UPLOADS_THROTTLER)
  @SecretInAnswer()
  portfolioImageUploadUrl(@CurrentPrincipal() principal: Principal): Promise<UploadTicket> {
    return this.commandBus.execute(new RequestImageUploadCommand(principal.id, 'portfolio_image'));
  }

  @Endpoint('GET', 'portfolio/:userId', {
    summary: 'A user’s portfolio',
    description: `Newest first; whole, as a portfolio holds at most ${PORTFOLIO_LIMIT} items. Items an administrator took down show only to their owner (and administrators), with takenDown; a suspended account’s portfolio is not found, but by its owner and administrators. Visitors who are not signed in read it too when its owner shows their profile to everyone; otherwise it is not found for them.`,
    answer: ApiCappedListResponse(PortfolioItemResponse, PORTFOLIO_LIMIT, 'adding an item to a full portfolio is refused'),
  })
  @userNotFound
  @OpenToVisitors()
  portfolio(@CurrentViewer() viewer: Principal | null, @Param('userId', new ParseUUIDPipe()) userId: string): Promise<PortfolioItemView[]> {
    return this.queryBus.execute(new ListPortfolioQuery(userId, viewer));
  }

  @Endpoint('POST', 'portfolio', {
    summary: 'Adds a portfolio item',
    description: `To the caller’s own portfolio; at most ${PORTFOLIO_LIMIT} items.`,
    answer: ApiCreated(PortfolioItemResponse),
    errors: {
      400: 'Invalid field; the image was not uploaded or is not an image',
      404: 'No upload of mine with this imageObjectPath is waiting',
      409: 'The portfolio is full',
      413: "'Portfolio image must be less than 5MB'",
    },
  })
  addPortfolioItem(@CurrentPrincipal() principal: Principal, @Body() body: PortfolioItemRequest): Promise<PortfolioItemView> {
    return this.commandBus.execute(
      new AddPortfolioItemCommand(principal.id, {
        title: body.title,
        description: body.description ?? null,
        imageObjectPath: body.imageObjectPath,
      }),
    );
  }

  @Endpoint('PATCH', 'portfolio/:id', {
    summary: 'Edits a portfolio item',
    description: 'Owner only; absent fields stay as they are. Not while an administrator has it taken down.',
    answer: ApiOk(PortfolioItemResponse),
    errors: {
      400: 'Invalid field; the image was not uploaded or is not an image',
      403: 'Someone else’s item',
      404: 'Portfolio item not found, or no upload of mine with this imageObjectPath',
      409: 'An administrator took the item down (IDENTITY.PORTFOLIO_ITEM_TAKEN_DOWN)',
      413: "'Portfolio image must be less than 5MB'",
    },
  })
  editPortfolioItem(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: EditPortfolioItemRequest,
  ): Promise<PortfolioItemView> {
    return this.commandBus.execute(new EditPortfolioItemCommand(principal.id, id, body));
  }

  @Endpoint('DELETE', 'portfolio/:id', {
    summary: 'Removes a portfolio item',
    description: 'Owner only.',
    answer: ApiNoContentResponse({ description: 'Removed' }),
    errors: { 403: 'Someone else’s item', 404: 'Portfolio item not found' },
  })
  async removePortfolioItem(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.commandBus.execute(new RemovePortfolioItemCommand(principal.id, id));
  }
}
