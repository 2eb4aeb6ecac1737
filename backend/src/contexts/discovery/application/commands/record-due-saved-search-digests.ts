import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { SavedSearchDigestDue, SavedSearchDigestWindow } from '../../events';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';

/** The most searches one run takes into digests; the next run, a minute later, takes the rest. */
const SEARCHES_PER_RUN = 2000;

/** Records the daily and weekly digests that are due; returns how many. */
export class RecordDueSavedSearchDigestsCommand extends Command<number> {}

/**
 * Takes each window's due searches (a day or a week since their last digest, with matches since)
 * and moves their digest to now, and records one SavedSearchDigestDue per user and window with
 * their searches, in one transaction: the statement that takes them makes instances running at
 * once take each search once, so each user gets one email per window (decision 0073).
 */
@CommandHandler(RecordDueSavedSearchDigestsCommand)
export class RecordDueSavedSearchDigestsHandler implements ICommandHandler<RecordDueSavedSearchDigestsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searches: SavedSearchesRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    return this.em.fork().transactional(async (em) => {
      let recorded = 0;
      for (const alert of ['daily', 'weekly'] as const) {
        const due = await this.searches.takeDueDigests(em, alert, now, SEARCHES_PER_RUN);
        const byUser = new Map<string, SavedSearchDigestWindow[]>();
        for (const { userId, savedSearchId, since } of due) byUser.set(userId, [...(byUser.get(userId) ?? []), { savedSearchId, since }]);
        for (const [userId, searches] of byUser) recordEvent(em, new SavedSearchDigestDue(userId, alert, now.toISOString(), searches));
        recorded += byUser.size;
      }
      return recorded;
    });
  }
}
