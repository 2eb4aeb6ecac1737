import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { FindUnreadMessageDigestsQuery } from '../../../messaging/public';
import { MessageDigestsRepository } from '../../infrastructure/message-digests-repository';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';
import { UnreadMessagesDigestDue } from '../../events';

/**
 * How far back a run looks for messages that waited out the delay. Every run (each minute, on
 * every instance) covers the minutes since the last; a message whose delay ended while no
 * instance ran for a whole day gets no digest, which bounds each run's scan to a day of unread messages.
 */
const LOOKBACK_MS = 24 * 60 * 60_000;

/** Records a digest for every receiver whose messages waited unread past the delay since their last one; returns how many. */
export class RecordDueMessageDigestsCommand extends Command<number> {}

/**
 * A receiver is due when a message to them has waited unread longer than
 * MESSAGE_DIGEST_DELAY_MINUTES and arrived after what their last digest covered. Each due
 * receiver's window advances to their newest unread message (younger ones included: the digest
 * counts them, so they bring no digest of their own later) in the same transaction as the
 * UnreadMessagesDigestDue event. The advance is conditional (insert, or update only while the
 * stored window is still behind), so instances running at once meet at the row: the first
 * records the event, the others find the window moved and record nothing.
 */
@CommandHandler(RecordDueMessageDigestsCommand)
export class RecordDueMessageDigestsHandler implements ICommandHandler<RecordDueMessageDigestsCommand> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly reads: NotificationsReadRepository,
    private readonly digests: MessageDigestsRepository,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(): Promise<number> {
    const olderThan = new Date(this.clock.now().getTime() - this.config.MESSAGE_DIGEST_DELAY_MINUTES * 60_000);
    const newerThan = new Date(olderThan.getTime() - LOOKBACK_MS);
    // Other contexts and our own reads first: the embedded database has one connection, which a transaction holds.
    const candidates = await this.queryBus.execute(new FindUnreadMessageDigestsQuery(olderThan, newerThan));
    const covered = await this.reads.digestsCoveredUntil(candidates.map(({ receiverId }) => receiverId));
    // Fixed-width UTC text compares as the times do.
    const due = candidates
      .filter(({ receiverId, newestDueAt }) => (covered.get(receiverId) ?? '') < newestDueAt)
      // One order on every instance, so two runs lock the same rows in the same order and never deadlock.
      .sort((a, b) => (a.receiverId < b.receiverId ? -1 : 1));
    if (due.length === 0) return 0;
    return this.em.fork().transactional(async (em) => {
      let recorded = 0;
      for (const { receiverId, newestDueAt, newestAt } of due) {
        const advanced = await this.digests.advance(em, receiverId, newestAt, newestDueAt);
        if (!advanced) continue;
        recordEvent(em, new UnreadMessagesDigestDue(receiverId, newestAt));
        recorded += 1;
      }
      return recorded;
    });
  }
}
