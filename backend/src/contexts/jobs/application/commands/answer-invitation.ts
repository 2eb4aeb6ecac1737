import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { JobInvitation } from '../../domain/job-invitation.entity';
import { InvitationNotFound } from '../../domain/jobs-errors';
import { InvitationAnswered } from '../../public';
import { loadActor } from './load';

export class AnswerInvitationCommand extends Command<{ jobId: string }> {
  constructor(
    readonly userId: string,
    readonly invitationId: string,
    readonly answer: 'accepted' | 'declined',
    readonly reason: string | null = null,
  ) {
    super();
  }
}

/** The invited freelancer accepts (they apply to the post next) or declines, once; the client is told. */
@CommandHandler(AnswerInvitationCommand)
export class AnswerInvitationHandler implements ICommandHandler<AnswerInvitationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, invitationId, answer, reason }: AnswerInvitationCommand): Promise<{ jobId: string }> {
    await loadActor(this.queryBus, userId);
    return this.em.fork().transactional(async (em) => {
      const invitation = await em.findOne(
        JobInvitation,
        { id: invitationId },
        { populate: ['job'], lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['j0'] },
      );
      if (!invitation) throw new InvitationNotFound();
      const now = this.clock.now();
      if (answer === 'accepted') invitation.accept(userId, now);
      else invitation.decline(userId, reason, now);
      const { job } = invitation;
      recordEvent(em, new InvitationAnswered(invitation.id, job.id, job.clientId, userId, job.title, answer, reason));
      return { jobId: job.id };
    });
  }
}
