import { EntityClass } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnknownCursor } from '../domain/moderation-errors';

export const ADMIN_PAGE_SIZE = { default: 50, max: 100 };

/** A page of an administrators' list: the first page, or the one after the item `before`. */
export type AdminPage = { before?: string; limit?: number };

type Listed = { id: string; createdAt: Date };
type Beyond = { $lt: Date } | { $gt: Date };
type ListedAfter = { $or?: [{ createdAt: Beyond }, { createdAt: Date; id: { $lt: string } | { $gt: string } }] };

/**
 * Which way a list runs: newest first (what was decided), or oldest first (a queue: what has
 * waited longest comes first).
 */
export type AdminListOrder = 'newest' | 'oldest';

/** The order a MikroORM find takes for `order`. */
export function adminListOrderBy(order: AdminListOrder) {
  const direction = order === 'newest' ? 'desc' : 'asc';
  return { createdAt: direction, id: direction } as const;
}

/** The rows listed after `before` (by createdAt, then id, in `order`); no condition on the first page. */
export async function listedAfter(
  em: EntityManager,
  entity: EntityClass<Listed>,
  before: string | undefined,
  order: AdminListOrder = 'newest',
): Promise<ListedAfter> {
  if (!before) return {};
  const cursor = await em.findOne(entity, { id: before });
  if (!cursor) throw new UnknownCursor();
  const beyond = order === 'newest' ? '$lt' : '$gt';
  return {
    $or: [
      { createdAt: { [beyond]: cursor.createdAt } as Beyond },
      { createdAt: cursor.createdAt, id: { [beyond]: cursor.id } as { $lt: string } },
    ],
  };
}
