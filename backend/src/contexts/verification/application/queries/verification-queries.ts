import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../../identity/public';
import { VerificationNotFound } from '../../domain/verification-errors';
import { assertMaySubmitVerification, VerificationRequest, VerificationStatus } from '../../domain/verification-request.entity';
import { VerificationReadRepository } from '../../infrastructure/verification-read-repository';
import { CountPendingVerificationsQuery } from '../../public';

export type VerificationView = {
  id: string;
  userId: string;
  status: VerificationStatus;
  reviewNote: string | null;
  createdAt: string;
  reviewedAt: string | null;
  /** Whether the ID image and video are still kept. */
  hasMedia: boolean;
  mediaDeletedAt: string | null;
};

export type AdminVerificationView = VerificationView & { user: PersonView | null; idDocumentType: string; videoType: string };

export function toVerificationView(request: VerificationRequest): VerificationView {
  return {
    id: request.id,
    userId: request.userId,
    status: request.status,
    reviewNote: request.reviewNote,
    createdAt: request.createdAt.toISOString(),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    hasMedia: request.idDocumentKey !== null && request.videoKey !== null,
    mediaDeletedAt: request.mediaDeletedAt?.toISOString() ?? null,
  };
}

/** The user's latest request, or null. */
export class GetMyVerificationQuery extends Query<VerificationView | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Refuses (409) a user who may not submit: already verified, or a request pending. Checked before any file is read. */
export class AssertMaySubmitVerificationQuery extends Query<void> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * Requests of a status for administrators, a page at a time: pending oldest first (first come,
 * first reviewed), decided newest first.
 */
export class ListVerificationRequestsQuery extends Query<Page<AdminVerificationView>> {
  constructor(
    readonly status: VerificationStatus,
    readonly page: PageRequest,
  ) {
    super();
  }
}

/** One request as administrators see it. */
export class GetVerificationRequestQuery extends Query<AdminVerificationView> {
  constructor(readonly requestId: string) {
    super();
  }
}

/** Requests with their users, in one query for the people. */
export async function toAdminViews(queryBus: QueryBus, requests: VerificationRequest[]): Promise<AdminVerificationView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery([...new Set(requests.map((request) => request.userId))]));
  return requests.map((request) => ({
    ...toVerificationView(request),
    user: toPersonView(people.get(request.userId)),
    idDocumentType: request.idDocumentType,
    videoType: request.videoType,
  }));
}

@QueryHandler(GetMyVerificationQuery)
export class GetMyVerificationHandler implements IQueryHandler<GetMyVerificationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMyVerificationQuery): Promise<VerificationView | null> {
    const latest = await this.em.fork().findOne(VerificationRequest, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return latest ? toVerificationView(latest) : null;
  }
}

@QueryHandler(AssertMaySubmitVerificationQuery)
export class AssertMaySubmitVerificationHandler implements IQueryHandler<AssertMaySubmitVerificationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId }: AssertMaySubmitVerificationQuery): Promise<void> {
    const person = (await this.queryBus.execute(new GetUserSummariesQuery([userId]))).get(userId);
    const standing = await this.em.fork().find(VerificationRequest, { userId, status: { $in: ['pending', 'approved'] } });
    assertMaySubmitVerification(person?.isVerified ?? false, standing);
  }
}

@QueryHandler(ListVerificationRequestsQuery)
export class ListVerificationRequestsHandler implements IQueryHandler<ListVerificationRequestsQuery> {
  constructor(
    private readonly reads: VerificationReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ status, page }: ListVerificationRequestsQuery): Promise<Page<AdminVerificationView>> {
    const { items, nextCursor } = await this.reads.requestsPage(status, page, status === 'pending' ? 'oldest' : 'newest');
    return { items: await toAdminViews(this.queryBus, items), nextCursor };
  }
}

@QueryHandler(GetVerificationRequestQuery)
export class GetVerificationRequestHandler implements IQueryHandler<GetVerificationRequestQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ requestId }: GetVerificationRequestQuery): Promise<AdminVerificationView> {
    const request = await this.em.fork().findOne(VerificationRequest, requestId);
    if (!request) throw new VerificationNotFound();
    const [view] = await toAdminViews(this.queryBus, [request]);
    return view;
  }
}

@QueryHandler(CountPendingVerificationsQuery)
export class CountPendingVerificationsHandler implements IQueryHandler<CountPendingVerificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<number> {
    return this.em.fork().count(VerificationRequest, { status: 'pending' });
  }
}
