import type { EntityManager } from '@mikro-orm/postgresql';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Tables } from '../database/tables';
import type { PagedTable } from '../paging/entity-page';
import { IntegrationEvent, IntegrationEventType } from '../outbox/integration-event';
import { recordEvent } from '../outbox/outbox';

/** The administrators' work queues, one per kind of item waiting for a decision (decision 0063). */
export const ADMIN_QUEUE_KINDS = ['verifications', 'reports', 'disputes', 'safety', 'appeals'] as const;
export type AdminQueueKind = (typeof ADMIN_QUEUE_KINDS)[number];

/** What happened to an item of a queue: it arrived, changed while open, was taken or let go, or was decided. */
export const ADMIN_QUEUE_CHANGES = ['opened', 'updated', 'taken', 'released', 'decided'] as const;
export type AdminQueueChange = (typeof ADMIN_QUEUE_CHANGES)[number];

/**
 * An item of a queue arrived, changed or was decided, recorded with the change itself: the
 * administrators' panels follow it live and the notifications context tells them of new items.
 */
@IntegrationEventType('admin_queues.item_changed')
export class AdminQueueItemChanged extends IntegrationEvent {
  constructor(
    readonly kind: AdminQueueKind,
    readonly itemId: string,
    /** Whom the item concerns, when it names one person. */
    readonly personId: string | null,
    readonly change: Extract<AdminQueueChange, 'opened' | 'updated' | 'decided'>,
    /** The administrator who changed it; null when a member did (a new report, a new verification). */
    readonly adminId: string | null,
  ) {
    super();
  }
}

/**
 * What a context tells the platform about its queue (registered at module init with AdminQueues):
 * the table of its items, keyed by a uuid `id` and stamped with `created_at` (when the item
 * arrived), and which of its rows are waiting for a decision.
 */
export type AdminQueueSource<TB extends PagedTable = PagedTable> = {
  table: TB;
  isOpen: (eb: ExpressionBuilder<Tables, TB>) => Expression<SqlBool>;
};

/**
 * An item joined a queue, changed while waiting, or left it without an administrator's decision
 * (its author withdrew or replaced it), recorded in the transaction of the change. An
 * administrator's decision goes through AdminQueues.recordDecision instead, which also checks the claim.
 */
export function recordQueueItemChange(
  em: EntityManager,
  kind: AdminQueueKind,
  itemId: string,
  personId: string | null,
  change: Exclude<AdminQueueItemChanged['change'], never>,
  adminId: string | null = null,
): void {
  recordEvent(em, new AdminQueueItemChanged(kind, itemId, personId, change, adminId));
}
