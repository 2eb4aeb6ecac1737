import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EnforcementKind } from '../../domain/enforcement-action.entity';
import { ActionTakenRow, ModerationReadRepository } from '../../infrastructure/moderation-read-repository';

/** The most actions a report's or dispute's card lists, newest first. */
export const ACTIONS_TAKEN_SHOWN = 20;

/**
 * What has been done about a page of reports or disputes: the actions taken on each (`reportIds`
 * or `disputeIds`, at most ACTIONS_TAKEN_SHOWN each, newest first) and the kinds of action in
 * force on `subjectIds` (the reported posts, messages and accounts). Moderation's own query, for
 * its views; two statements whatever the page's length.
 */
export class ReadEnforcementOnItemsQuery extends Query<EnforcementOnItems> {
  constructor(
    readonly takenOn: { column: 'report_id' | 'dispute_id'; ids: readonly string[] },
    readonly inForceOn: { subjectIds: readonly string[]; kinds: readonly EnforcementKind[] },
  ) {
    super();
  }
}

export type EnforcementOnItems = {
  /** Report or dispute id → its actions, newest first. */
  actionsTaken: Map<string, ActionTakenRow[]>;
  /** Subject id → the kinds of action active on it. */
  kindsInForce: Map<string, Set<EnforcementKind>>;
};

@QueryHandler(ReadEnforcementOnItemsQuery)
export class ReadEnforcementOnItemsHandler implements IQueryHandler<ReadEnforcementOnItemsQuery> {
  constructor(private readonly reads: ModerationReadRepository) {}

  async execute({ takenOn, inForceOn }: ReadEnforcementOnItemsQuery): Promise<EnforcementOnItems> {
    const [rows, kindsInForce] = await Promise.all([
      this.reads.actionsTakenOn(takenOn.column, takenOn.ids, ACTIONS_TAKEN_SHOWN),
      this.reads.kindsInForceOn(inForceOn.subjectIds, inForceOn.kinds),
    ]);
    const actionsTaken = new Map<string, ActionTakenRow[]>();
    for (const row of rows) actionsTaken.set(row.takenOn, [...(actionsTaken.get(row.takenOn) ?? []), row]);
    return { actionsTaken, kindsInForce };
  }
}
