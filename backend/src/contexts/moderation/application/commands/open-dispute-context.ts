import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { GetContractTermsQuery } from '../../../contracting/public';
import { GetUserSummariesQuery, toPersonView } from '../../../identity/public';
import { GetJobPostContentQuery } from '../../../jobs/public';
import { GetPairConversationQuery } from '../../../messaging/public';
import { Dispute } from '../../domain/dispute.entity';
import { DisputeNotFound } from '../../domain/moderation-errors';
import { recordConversationOpened } from '../conversation-opened';
import { AdminDisputeContextView, DISPUTE_CONVERSATION_PAGE, toContextMessageView } from '../decision-context-views';

/**
 * What an administrator needs to judge one dispute: the contract's terms and dates, the job post,
 * both parties and their conversation (the newest 30 messages, or the 30 before `before`). The
 * parties come from the dispute, never from the request; opening their conversation is recorded
 * in the audit log with the dispute.
 */
export class OpenDisputeContextCommand extends Command<AdminDisputeContextView> {
  constructor(
    readonly adminId: string,
    readonly disputeId: string,
    readonly page: { before?: string },
  ) {
    super();
  }
}

@CommandHandler(OpenDisputeContextCommand)
export class OpenDisputeContextHandler implements ICommandHandler<OpenDisputeContextCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, disputeId, page }: OpenDisputeContextCommand): Promise<AdminDisputeContextView> {
    const dispute = await this.em.fork().findOne(Dispute, disputeId);
    if (!dispute) throw new DisputeNotFound();
    const { clientId, freelancerId } = dispute;
    const [contract, people, conversation] = await Promise.all([
      this.queryBus.execute(new GetContractTermsQuery(dispute.contractId)),
      this.queryBus.execute(new GetUserSummariesQuery([clientId, freelancerId])),
      this.queryBus.execute(
        new GetPairConversationQuery(clientId, freelancerId, { before: page.before, limit: DISPUTE_CONVERSATION_PAGE }),
      ),
    ]);
    const job = contract ? await this.queryBus.execute(new GetJobPostContentQuery(contract.jobId)) : null;
    if (conversation) {
      await recordConversationOpened(this.em, {
        adminId,
        subject: { type: 'conversation', id: conversation.conversationId },
        // The person the dispute's decisions concern in the audit log: the party it was opened against.
        personId: dispute.respondentId,
        justification: { disputeId: dispute.id },
        messagesShown: conversation.messages.length,
        at: this.clock.now(),
      });
    }
    return {
      disputeId: dispute.id,
      contract: contract && {
        id: contract.id,
        jobId: contract.jobId,
        jobTitle: contract.jobTitle,
        terms: contract.terms,
        offer: contract.offer,
        status: contract.status,
        startedAt: contract.startedAt.toISOString(),
        completedAt: contract.completedAt?.toISOString() ?? null,
      },
      job,
      client: toPersonView(people.get(clientId)),
      freelancer: toPersonView(people.get(freelancerId)),
      conversation: conversation && {
        conversationId: conversation.conversationId,
        messages: conversation.messages.map(toContextMessageView),
        hasEarlier: conversation.hasEarlier,
      },
    };
  }
}
