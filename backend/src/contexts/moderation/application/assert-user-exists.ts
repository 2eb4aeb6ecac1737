import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../identity/public';
import { ModerationUserNotFound } from '../domain/moderation-errors';

/** Refuses an id that names no account (a deleted one still counts: its records stay). */
export async function assertUserExists(queryBus: QueryBus, userId: string): Promise<void> {
  if (!(await queryBus.execute(new GetUserSummariesQuery([userId]))).has(userId)) throw new ModerationUserNotFound();
}
