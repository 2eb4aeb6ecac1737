import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery, PersonView, toPersonView } from '../../identity/public';
import type { VerificationRequest, VerificationStatus } from '../domain/verification-request.entity';
import type { AdminQueues, QueueItemFacts } from '../../../platform/admin-queues/admin-queues';

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

/** A file as the server measured it at submission; null on requests made before it did. */
export type IdDocumentFileView = { bytes: number; width: number; height: number };
export type VideoFileView = { bytes: number; durationMs: number; width: number; height: number };

export type AdminVerificationView = VerificationView & {
  user: PersonView | null;
  idDocumentType: string;
  videoType: string;
  idDocumentFile: IdDocumentFileView | null;
  videoFile: VideoFileView | null;
  /** Who is working on it and what was decided before on the person. */
  queue: QueueItemFacts;
};

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

/** Requests with their users, in one query for the people. */
export async function toAdminViews(
  queryBus: QueryBus,
  queues: AdminQueues,
  requests: VerificationRequest[],
): Promise<AdminVerificationView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery([...new Set(requests.map((request) => request.userId))]));
  const views = requests.map((request) => ({
    ...toVerificationView(request),
    user: toPersonView(people.get(request.userId)),
    idDocumentType: request.idDocumentType,
    videoType: request.videoType,
    idDocumentFile: request.idDocumentFigures(),
    videoFile: videoFileView(request),
  }));
  return queues.withFacts('verifications', views, (view) => view.userId);
}

function videoFileView(request: VerificationRequest): VideoFileView | null {
  const figures = request.videoFigures();
  return figures && { bytes: figures.bytes, durationMs: figures.durationMs, width: figures.width, height: figures.height };
}
