import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import { NamedPerson, PrincipalDirectory } from '../auth/principal';
import { Clock } from '../clock/clock';
import { lockForTransaction } from '../database/advisory-lock';
import { anyOf } from '../database/any-of';
import type { Tables } from '../database/tables';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../outbox/event-handlers';
import { recordEvent } from '../outbox/outbox';
import { RealtimeBus } from '../realtime/realtime-bus';
import type { PagedTable } from '../paging/entity-page';
import { ADMIN_QUEUE_KINDS, AdminQueueItemChanged, AdminQueueKind, AdminQueueSource } from './admin-queue';
import { ADMIN_PERSON_CHANGED, ADMIN_QUEUE_CHANGED, AdminQueueChangeRef } from './admin-queue-events';
import { QueueItemDecided, QueueItemNotFound, QueueItemNotYours, QueueItemTaken, UnknownQueue } from './admin-queue-errors';

/** How long a taken item stays its administrator's without a decision; then another may take it over. */
export const CLAIM_HOLD_MS = 30 * 60_000;
/** How many earlier decisions on a person an item shows by name (the count goes on to PRIOR_DECISIONS_COUNTED). */
export const PRIOR_DECISIONS_SHOWN = 3;
export const PRIOR_DECISIONS_COUNTED = 100;

/**
 * The audit log's actions that are decisions on a person (not openings of documents or
 * conversations, not an administrator's own second factor): what "decided before" counts.
 */
const DECISION_ACTION_PATTERNS = [
  'verification.approved',
  'verification.rejected',
  'report.%',
  'dispute.%',
  'enforcement.%',
  'safety.%',
  'appeal.%',
];

export type QueueSummary = { kind: AdminQueueKind; open: number; oldestAt: Date | null; takenByMe: number };
export type QueueClaimView = { takenBy: NamedPerson; takenAt: Date; expiresAt: Date };
export type PriorDecision = { action: string; subjectType: string; subjectId: string; createdAt: Date };
/** What an item of a queue shows besides its own content: who is on it, and what was decided before on its person. */
export type QueueItemFacts = { claim: QueueClaimView | null; priorDecisions: { count: number; latest: PriorDecision[] } };
/** The item an administrator decides: whom it concerns and who decides. */
export type DecidedQueueItem = { kind: AdminQueueKind; itemId: string; personId: string | null; adminId: string; now: Date };

/**
 * The administrators' work queues (decision 0063). Each context registers its queue (how many
 * wait, whether an item is open); the platform keeps who took which item, answers the counts,
 * and tells every administrator's panel of each change. A context's decision calls
 * `recordDecision` in its own transaction: refused while another administrator holds the item, and
 * the claim goes with the decision.
 */
@Injectable()
export class AdminQueues implements OnModuleInit {
  private readonly sources = new Map<AdminQueueKind, AdminQueueSource>();

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly directory: PrincipalDirectory,
    private readonly bus: RealtimeBus,
  ) {}

  onModuleInit(): void {
    // The payload travels whole: a change is the same for every administrator.
    this.bus.register(ADMIN_QUEUE_CHANGED, async (refs) => refs);
    this.bus.register(ADMIN_PERSON_CHANGED, async (refs) => refs);
  }

  register<TB extends PagedTable>(kind: AdminQueueKind, source: AdminQueueSource<TB>): void {
    if (this.sources.has(kind)) throw new Error(`The admin queue ${kind} is already registered`);
    this.sources.set(kind, source as unknown as AdminQueueSource);
  }

  /** Every queue's size, oldest wait and the caller's taken items, in the order of ADMIN_QUEUE_KINDS. */
  async summaries(adminId: string): Promise<QueueSummary[]> {
    const em = this.em.fork();
    const now = this.clock.now();
    const mine = await this.kysely(em)
      .selectFrom('admin_queue_claims')
      .select(['kind', (eb) => eb.fn.countAll<string>().as('count')])
      .where('admin_id', '=', adminId)
      .where('taken_at', '>', new Date(now.getTime() - CLAIM_HOLD_MS).toISOString())
      .groupBy('kind')
      .execute();
    const registered = ADMIN_QUEUE_KINDS.filter((kind) => this.sources.has(kind));
    return Promise.all(
      registered.map(async (kind) => ({
        kind,
        ...(await this.summary(em, this.sources.get(kind)!)),
        takenByMe: Number(mine.find((row) => row.kind === kind)?.count ?? 0),
      })),
    );
  }

  /** Takes the item for the administrator (again, if theirs); exactly one of two taking at once wins. */
  async take(kind: AdminQueueKind, itemId: string, adminId: string): Promise<QueueClaimView> {
    const source = this.source(kind);
    const takenAt = this.clock.now();
    const holder = await this.em.fork().transactional(async (em) => {
      await lockForTransaction(em, lockKey(kind, itemId));
      const item = await this.kysely(em)
        .selectFrom(source.table)
        .select((eb) => [sql<boolean>`${source.isOpen(eb as never)}`.as('open')])
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (!item) throw new QueueItemNotFound();
      if (!item.open) throw new QueueItemDecided();
      const current = await this.currentClaim(em, kind, itemId, takenAt);
      if (current && current.admin_id !== adminId) return current;
      await this.kysely(em)
        .insertInto('admin_queue_claims')
        .values({ kind, item_id: itemId, admin_id: adminId, taken_at: takenAt })
        .onConflict((oc) => oc.columns(['kind', 'item_id']).doUpdateSet({ admin_id: adminId, taken_at: takenAt }))
        .execute();
      return null;
    });
    if (holder) {
      const names = await this.directory.namesOf([holder.admin_id]);
      throw new QueueItemTaken(names.get(holder.admin_id) ?? null, new Date(holder.taken_at));
    }
    await this.announce({ kind, itemId, change: 'taken', personId: null, adminId });
    const names = await this.directory.namesOf([adminId]);
    return { takenBy: names.get(adminId) ?? unnamed(adminId), takenAt, expiresAt: new Date(takenAt.getTime() + CLAIM_HOLD_MS) };
  }

  /** Lets the item go for another administrator; only its holder may. */
  async release(kind: AdminQueueKind, itemId: string, adminId: string): Promise<void> {
    this.source(kind);
    const now = this.clock.now();
    const released = await this.em.fork().transactional(async (em) => {
      await lockForTransaction(em, lockKey(kind, itemId));
      const current = await this.currentClaim(em, kind, itemId, now);
      if (!current) return false;
      if (current.admin_id !== adminId) throw new QueueItemNotYours();
      await this.kysely(em).deleteFrom('admin_queue_claims').where('kind', '=', kind).where('item_id', '=', itemId).execute();
      return true;
    });
    if (released) await this.announce({ kind, itemId, change: 'released', personId: null, adminId });
  }

  /**
   * In the transaction of an administrator's decision on an item: refused while another
   * administrator holds it. A decision that closes the item ('decided') takes its claim with it;
   * a step that leaves it open ('updated', a dispute taken up) keeps it. Announced once committed.
   */
  async recordDecision(em: EntityManager, item: DecidedQueueItem, change: 'decided' | 'updated' = 'decided'): Promise<void> {
    await lockForTransaction(em, lockKey(item.kind, item.itemId));
    const current = await this.currentClaim(em, item.kind, item.itemId, item.now);
    if (current && current.admin_id !== item.adminId) {
      const names = await this.directory.namesOf([current.admin_id]);
      throw new QueueItemTaken(names.get(current.admin_id) ?? null, new Date(current.taken_at));
    }
    if (change === 'decided') {
      await this.kysely(em).deleteFrom('admin_queue_claims').where('kind', '=', item.kind).where('item_id', '=', item.itemId).execute();
    }
    recordEvent(em, new AdminQueueItemChanged(item.kind, item.itemId, item.personId, change, item.adminId));
  }

  /** The items of a page of a queue, each with its `queue` facts (who holds it, what was decided before on its person). */
  async withFacts<V extends { id: string }>(
    kind: AdminQueueKind,
    views: V[],
    personOf: (view: V) => string | null,
  ): Promise<(V & { queue: QueueItemFacts })[]> {
    const facts = await this.facts(
      kind,
      views.map((view) => ({ id: view.id, personId: personOf(view) })),
    );
    return views.map((view) => ({ ...view, queue: facts.get(view.id)! }));
  }

  /** Who holds each item and what was decided before on its person: two statements for a page. */
  async facts(kind: AdminQueueKind, items: readonly { id: string; personId: string | null }[]): Promise<Map<string, QueueItemFacts>> {
    if (items.length === 0) return new Map();
    const em = this.em.fork();
    const now = this.clock.now();
    const claims = await this.kysely(em)
      .selectFrom('admin_queue_claims')
      .selectAll()
      .where('kind', '=', kind)
      .where((eb) =>
        eb(
          'item_id',
          '=',
          anyOf(
            eb,
            items.map((item) => item.id),
          ),
        ),
      )
      .where('taken_at', '>', new Date(now.getTime() - CLAIM_HOLD_MS).toISOString())
      .execute();
    const personIds = [...new Set(items.flatMap((item) => (item.personId ? [item.personId] : [])))];
    const [names, prior] = await Promise.all([
      this.directory.namesOf(claims.map((claim) => claim.admin_id)),
      this.priorDecisions(em, personIds),
    ]);
    const claimOf = new Map(claims.map((claim) => [claim.item_id, claim]));
    return new Map(
      items.map((item) => {
        const claim = claimOf.get(item.id);
        const takenAt = claim ? new Date(claim.taken_at) : null;
        return [
          item.id,
          {
            claim:
              claim && takenAt
                ? {
                    takenBy: names.get(claim.admin_id) ?? unnamed(claim.admin_id),
                    takenAt,
                    expiresAt: new Date(takenAt.getTime() + CLAIM_HOLD_MS),
                  }
                : null,
            priorDecisions: (item.personId && prior.get(item.personId)) || { count: 0, latest: [] },
          },
        ];
      }),
    );
  }

  /** Tells every administrator's panel; a push is a hint, so a failure to push is no failure of the change. */
  async announce(change: AdminQueueChangeRef): Promise<void> {
    await this.bus.publish(await this.administratorIds(), ADMIN_QUEUE_CHANGED, change);
  }

  /** Tells every administrator's panel that an action on the person took effect or ended: their page and the cards about them change. */
  async announcePersonChanged(personId: string): Promise<void> {
    await this.bus.publish(await this.administratorIds(), ADMIN_PERSON_CHANGED, { personId });
  }

  private async administratorIds(): Promise<string[]> {
    return (await this.directory.administrators()).map((admin) => admin.id);
  }

  /** One statement for every person of a page: each one's count (up to PRIOR_DECISIONS_COUNTED) and latest decisions. */
  private async priorDecisions(em: EntityManager, personIds: string[]): Promise<Map<string, QueueItemFacts['priorDecisions']>> {
    if (personIds.length === 0) return new Map();
    const isDecision = sql.join(
      DECISION_ACTION_PATTERNS.map((pattern) => sql`"a"."action" like ${pattern}`),
      sql` or `,
    );
    const { rows } = await sql<{
      person_id: string;
      count: number;
      latest: { action: string; subject_type: string; subject_id: string; created_at: string }[];
    }>`
      select "p"."person_id",
        (select count(*)::int from (
          select 1 from "admin_actions" as "a" where "a"."person_id" = "p"."person_id" and (${isDecision}) limit ${PRIOR_DECISIONS_COUNTED}
        ) as "counted") as "count",
        coalesce((select json_agg("l" order by "l"."created_at" desc) from (
          select "a"."action", "a"."subject_type", "a"."subject_id", "a"."created_at" from "admin_actions" as "a"
          where "a"."person_id" = "p"."person_id" and (${isDecision})
          order by "a"."created_at" desc limit ${PRIOR_DECISIONS_SHOWN}
        ) as "l"), '[]'::json) as "latest"
      from unnest(${personIds}::uuid[]) as "p"("person_id")`.execute(this.kysely(em));
    return new Map(
      rows.map((row) => [
        row.person_id,
        {
          count: row.count,
          latest: row.latest.map((decision) => ({
            action: decision.action,
            subjectType: decision.subject_type,
            subjectId: decision.subject_id,
            createdAt: new Date(decision.created_at),
          })),
        },
      ]),
    );
  }

  private async summary(em: EntityManager, source: AdminQueueSource): Promise<{ open: number; oldestAt: Date | null }> {
    const row = await this.kysely(em)
      .selectFrom(source.table)
      .select((eb) => [eb.fn.countAll<string>().as('open'), eb.fn.min('created_at').as('oldest_at')])
      .where((eb) => source.isOpen(eb as never))
      .executeTakeFirstOrThrow();
    return { open: Number(row.open), oldestAt: row.oldest_at ? new Date(row.oldest_at) : null };
  }

  private async currentClaim(em: EntityManager, kind: AdminQueueKind, itemId: string, now: Date) {
    return this.kysely(em)
      .selectFrom('admin_queue_claims')
      .selectAll()
      .where('kind', '=', kind)
      .where('item_id', '=', itemId)
      .where('taken_at', '>', new Date(now.getTime() - CLAIM_HOLD_MS).toISOString())
      .executeTakeFirst();
  }

  private source(kind: AdminQueueKind): AdminQueueSource {
    const source = this.sources.get(kind);
    if (!source) throw new UnknownQueue();
    return source;
  }

  private kysely(em: EntityManager) {
    return em.getKysely<Tables>();
  }
}

/** Announces each queue change once it is committed, to every administrator's panel. */
@Injectable()
@HandlesEvents(AdminQueueItemChanged)
export class AdminQueueAnnouncer implements IntegrationEventHandler<AdminQueueItemChanged> {
  constructor(private readonly queues: AdminQueues) {}

  async handle(event: AdminQueueItemChanged, _delivery: EventDelivery): Promise<void> {
    // Pushes are hints and repeat harmlessly: a repeated delivery tells the panels again, which refetch.
    await this.queues.announce({
      kind: event.kind,
      itemId: event.itemId,
      change: event.change,
      personId: event.personId,
      adminId: event.adminId,
    });
  }
}

function lockKey(kind: AdminQueueKind, itemId: string): string {
  return `admin-queue:${kind}:${itemId}`;
}

function unnamed(id: string): NamedPerson {
  return { id, name: 'An administrator', username: null };
}
