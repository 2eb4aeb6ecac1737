import { EntityManager } from '@mikro-orm/postgresql';
import { recordAdminAction } from '../../../platform/audit/audit-log';

/** The audit log's name of an administrator reading a private conversation. */
export const CONVERSATION_OPENED = 'conversation.opened';

/**
 * Records that an administrator read a private conversation, with the report or dispute that
 * justified it (decision 0064), committed before any message is answered: no reading goes
 * unrecorded.
 */
export async function recordConversationOpened(
  em: EntityManager,
  opening: {
    adminId: string;
    /** The conversation read; the reported message alone when its conversation is gone, only its copy in the report left. */
    subject: { type: 'conversation' | 'message'; id: string };
    personId: string | null;
    justification: { reportId: string } | { disputeId: string };
    messagesShown: number;
    at: Date;
  },
): Promise<void> {
  await em.fork().transactional(async (tx) => {
    recordAdminAction(tx, {
      adminId: opening.adminId,
      action: CONVERSATION_OPENED,
      subjectType: opening.subject.type,
      subjectId: opening.subject.id,
      personId: opening.personId,
      before: null,
      after: { ...opening.justification, messagesShown: opening.messagesShown },
      createdAt: opening.at,
    });
  });
}
