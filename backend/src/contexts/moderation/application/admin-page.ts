import { EntityClass } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnknownCursor } from '../domain/moderation-errors';

export const ADMIN_PAGE_SIZE = { default: 50, max: 100 };

/** A page of an administrators' list, newest first: the first page, or the one after `before`. */
export type AdminPage = { before?: string; limit?: number };

type Listed = { id: string; createdAt: Date };
type ListedAfter = { $or?: [{ createdAt: { $lt: Date } }, { createdAt: Date; id: { $lt: string } }] };

/** The rows listed after `before` (newest first: by createdAt, then id); no condition on the first page. */
export async function listedAfter(em: EntityManager, entity: EntityClass<Listed>, before: string | undefined): Promise<ListedAfter> {
  if (!before) return {};
  const cursor = await em.findOne(entity, { id: before });
  if (!cursor) throw new UnknownCursor();
  return { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] };
}
