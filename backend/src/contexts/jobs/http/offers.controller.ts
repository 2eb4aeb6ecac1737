import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { ApiCappedListResponse } from '../../../platform/paging/capped-list';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { AcceptOfferCommand } from '../application/commands/accept-offer';
import { CounterOfferCommand } from '../application/commands/counter-offer';
import { DeclineOfferCommand } from '../application/commands/decline-offer';
import { MakeOfferCommand } from '../application/commands/make-offer';
import { WithdrawOfferCommand } from '../application/commands/withdraw-offer';
import { OfferView } from '../application/offer-view';
import { GetOfferQuery } from '../application/queries/get-offer';
import { ListApplicationOffersQuery } from '../application/queries/list-application-offers';
import { MAX_OFFER_VERSIONS } from '../domain/offer-terms';
import { AcceptedOfferResponse, CounterOfferRequest, DeclineOfferRequest, OfferResponse, OfferTermsRequest } from './offer-dto';

const ANSWERS_409 =
  'JOBS.OFFER_NOT_OPEN: already countered, accepted, declined or withdrawn; JOBS.APPLICATION_NOT_PENDING: the application was decided or withdrawn';

/** Offers with terms on an application: versions, counter-offers, and the acceptance that hires (decision 0072). */
@ApiTags('jobs')
@SignedIn()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller()
export class OffersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', 'applications/:id/offers', {
    summary: 'Makes an offer on an application',
    description:
      'The job’s owner offers terms on a pending application (rate, hours a week, start and end dates or ongoing, milestones, notes): version 1, or the next after the last was declined or withdrawn. The applicant accepts, declines or counters it.',
    answer: ApiCreated(OfferResponse),
    errors: {
      403: 'Not the owner of the job',
      404: 'Application not found',
      409: 'JOBS.OFFER_ALREADY_OPEN: an offer waits for an answer; not pending; the job is not open; 50 versions already',
    },
  })
  async make(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) applicationId: string,
    @Body() body: OfferTermsRequest,
  ): Promise<OfferView> {
    const { offerId } = await this.commandBus.execute(new MakeOfferCommand(principal.id, applicationId, body));
    return this.queryBus.execute(new GetOfferQuery(offerId, principal.id));
  }

  @Endpoint('GET', 'applications/:id/offers', {
    summary: 'The offers on an application',
    description: 'Every version, newest first, for the applicant and the job’s owner; to anyone else the application does not exist.',
    answer: ApiCappedListResponse(OfferResponse, MAX_OFFER_VERSIONS, 'an application has at most 50 versions of its offer'),
    errors: { 404: 'Application not found' },
  })
  list(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) applicationId: string): Promise<OfferView[]> {
    return this.queryBus.execute(new ListApplicationOffersQuery(applicationId, principal.id));
  }

  @Endpoint('POST', 'offers/:id/accept', {
    summary: 'Accepts an offer',
    description:
      'The party who did not propose the open version accepts it: the application is accepted and the contract opens with this version frozen on it (contractId). Of two acceptances at once, one wins and the other is refused (409).',
    answer: ApiOk(AcceptedOfferResponse),
    errors: {
      403: 'The caller proposed this version',
      404: 'Offer not found',
      409: `${ANSWERS_409}; the job is not open or was taken down`,
    },
  })
  async accept(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<AcceptedOfferResponse> {
    const { contractId } = await this.commandBus.execute(new AcceptOfferCommand(principal.id, id));
    return { ...(await this.queryBus.execute(new GetOfferQuery(id, principal.id))), contractId };
  }

  @Endpoint('POST', 'offers/:id/decline', {
    summary: 'Declines an offer',
    description: 'The party who did not propose the open version declines it, with a note if they like; the application stays pending.',
    answer: ApiOk(OfferResponse),
    errors: { 403: 'The caller proposed this version', 404: 'Offer not found', 409: ANSWERS_409 },
  })
  async decline(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: DeclineOfferRequest,
  ): Promise<OfferView> {
    await this.commandBus.execute(new DeclineOfferCommand(principal.id, id, body.note || null));
    return this.queryBus.execute(new GetOfferQuery(id, principal.id));
  }

  @Endpoint('POST', 'offers/:id/counter', {
    summary: 'Answers an offer with a counter-offer',
    description:
      'The party who did not propose the open version answers with terms of their own: it becomes countered, and the answer is the new open version, theirs.',
    answer: ApiCreated(OfferResponse),
    errors: { 403: 'The caller proposed this version', 404: 'Offer not found', 409: `${ANSWERS_409}; 50 versions already` },
  })
  async counter(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: CounterOfferRequest,
  ): Promise<OfferView> {
    const { offerId } = await this.commandBus.execute(new CounterOfferCommand(principal.id, id, body.terms));
    return this.queryBus.execute(new GetOfferQuery(offerId, principal.id));
  }

  @Endpoint('POST', 'offers/:id/withdraw', {
    summary: 'Withdraws an offer',
    description: 'Its proposer takes back the open version before it is answered.',
    answer: ApiOk(OfferResponse),
    errors: { 403: 'The caller did not propose this version', 404: 'Offer not found', 409: ANSWERS_409 },
  })
  async withdraw(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<OfferView> {
    await this.commandBus.execute(new WithdrawOfferCommand(principal.id, id));
    return this.queryBus.execute(new GetOfferQuery(id, principal.id));
  }
}
