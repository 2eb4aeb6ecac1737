import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { recordEvent } from '../../../platform/outbox/outbox';
import { Appeal } from '../domain/appeal.entity';
import { EnforcementAction } from '../domain/enforcement-action.entity';
import { AlreadyAppealed, AppealActionNotFound } from '../domain/moderation-errors';
import { AppealFiled } from '../events';
import { appealedAction } from './appeal-views';
import { recordQueueItemChange } from '../../../platform/admin-queues/admin-queue';

/**
 * Files the one appeal of an action by its subject (decision 0065), with AppealFiled, in one
 * transaction. A second appeal of the action is ALREADY_APPEALED, also when two arrive at once
 * (the unique index on the action settles it).
 */
export async function fileAppeal(
  em: EntityManager,
  request: { actionId: string; appellantId: string; text: string; now: Date },
): Promise<Appeal> {
  try {
    return await em.fork().transactional(async (tx) => {
      const action = await tx.findOne(EnforcementAction, { id: request.actionId });
      if (!action) throw new AppealActionNotFound();
      if (action.userId === request.appellantId && (await tx.count(Appeal, { enforcementActionId: action.id })) > 0)
        throw new AlreadyAppealed();
      const appeal = Appeal.file(action, request.appellantId, request.text, request.now);
      tx.persist(appeal);
      recordEvent(tx, new AppealFiled(appeal.id, action.id, appeal.appellantId, appealedAction(action.kind)));
      recordQueueItemChange(tx, 'appeals', appeal.id, appeal.appellantId, 'opened');
      return appeal;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AlreadyAppealed();
    throw error;
  }
}
