import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/** One integration event waiting to be (or already) handed to the event bus. */
@Entity({ tableName: 'outbox_events' })
@Index({
  name: 'outbox_events_pending_index',
  properties: ['occurredAt'],
  expression: 'create index "outbox_events_pending_index" on "outbox_events" ("occurred_at") where "published_at" is null',
})
@Index({
  name: 'outbox_events_dead_letters_index',
  properties: ['deadLetteredAt'],
  expression:
    'create index "outbox_events_dead_letters_index" on "outbox_events" ("dead_lettered_at") where "dead_lettered_at" is not null',
})
export class OutboxMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  type: string;

  @Property({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Property({ type: 'timestamptz' })
  occurredAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  /** A relay working on the message holds it until then; another relay may take it after. */
  @Property({ type: 'timestamptz', nullable: true })
  claimedUntil: Date | null = null;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /**
   * When the relay gave up on the message (its attempts ran out, or no handler knows its type):
   * never claimed again until an operator clears it. Counted on /api/health.
   */
  @Property({ type: 'timestamptz', nullable: true })
  deadLetteredAt: Date | null = null;

  constructor(type: string, payload: Record<string, unknown>) {
    this.type = type;
    this.payload = payload;
  }
}
