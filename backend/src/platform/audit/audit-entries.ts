import type { Kysely } from 'kysely';
import type { NamedPerson, PrincipalDirectory } from '../auth/principal';
import type { Tables } from '../database/tables';
import { isoTimestamp } from '../paging/every-row';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../paging/keyset-page';
import { AuditLogSelection, matching } from './audit-filters';

/** One entry of the log as the screen and the file show it: the ids, and the names of who acted and whom it concerned. */
export type AuditEntry = {
  id: string;
  adminId: string;
  /** Null only when no account has the id. */
  admin: NamedPerson | null;
  action: string;
  subjectType: string;
  subjectId: string;
  personId: string | null;
  person: NamedPerson | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** ISO 8601, UTC. */
  createdAt: string;
};

/**
 * The entries the selection keeps, newest first, a page at a time: one statement per page, the
 * names read in it by the directory's subquery (identity's, decision 0067), whatever the page's size.
 */
export async function auditEntriesPage(
  db: Kysely<Tables>,
  directory: PrincipalDirectory,
  selection: AuditLogSelection,
  page: PageRequest,
): Promise<Page<AuditEntry>> {
  const rows = await keysetPage(
    db
      .selectFrom('admin_actions')
      .where(matching(selection))
      .select((eb) => [
        'admin_actions.id',
        'admin_actions.admin_id',
        'admin_actions.action',
        'admin_actions.subject_type',
        'admin_actions.subject_id',
        'admin_actions.person_id',
        'admin_actions.before',
        'admin_actions.after',
        'admin_actions.created_at',
        directory.nameOf(eb.ref('admin_actions.admin_id')).as('admin'),
        directory.nameOf(eb.ref('admin_actions.person_id')).as('person'),
      ]),
    page,
    (eb) => ({ at: eb.ref('admin_actions.created_at'), id: eb.ref('admin_actions.id') }),
  ).execute();
  const { items, nextCursor } = toKeysetPage(rows, page, (row) => ({ at: row.created_at, id: row.id }));
  return {
    items: items.map((row) => ({
      id: row.id,
      adminId: row.admin_id,
      admin: row.admin,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      personId: row.person_id,
      person: row.person,
      before: row.before as Record<string, unknown> | null,
      after: row.after as Record<string, unknown> | null,
      createdAt: isoTimestamp(row.created_at),
    })),
    nextCursor,
  };
}

/**
 * Whether more than `count` entries match: the entry after the first `count` in the log's order,
 * read from the index, so a large log is not counted whole.
 */
export async function moreThan(db: Kysely<Tables>, selection: AuditLogSelection, count: number): Promise<boolean> {
  const beyond = await db
    .selectFrom('admin_actions')
    .where(matching(selection))
    .select('admin_actions.id')
    .orderBy('admin_actions.created_at', 'desc')
    .orderBy('admin_actions.id', 'desc')
    .offset(count)
    .limit(1)
    .executeTakeFirst();
  return beyond !== undefined;
}
