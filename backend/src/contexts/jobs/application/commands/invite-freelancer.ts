import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/public';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { Application } from '../../domain/application.entity';
import { InvitationOptOut } from '../../domain/invitation-opt-out.entity';
import { JobInvitation } from '../../domain/job-invitation.entity';
import { AlreadyInvited, InviteeAlreadyApplied, NotAcceptingInvitations } from '../../domain/jobs-errors';
import { DomainError } from '../../../../platform/errors/domain-error';
import { HasBlockedQuery, InvitationSent } from '../../public';
import { loadActor, loadJob } from './load';

export class InviteFreelancerCommand extends Command<{ invitationId: string }> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
    readonly freelancerId: string,
    readonly message: string | null,
  ) {
    super();
  }
}

/**
 * The owner of an open job offer invites a freelancer, once per post: not one who receives no
 * invitations, nor one who already applied; the freelancer is told.
 */
@CommandHandler(InviteFreelancerCommand)
export class InviteFreelancerHandler implements ICommandHandler<InviteFreelancerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, jobId, freelancerId, message }: InviteFreelancerCommand): Promise<{ invitationId: string }> {
    await loadActor(this.queryBus, userId);
    const invitee = (await this.queryBus.execute(new GetUserSummariesQuery([freelancerId]))).get(freelancerId);
    if (!invitee || invitee.isSuspended) throw new DomainError('JOBS.INVITEE_NOT_FOUND', 'Freelancer not found', 'not_found');
    const em = this.em.fork();
    const job = await loadJob(em, jobId);
    const invitation = JobInvitation.send(job, userId, invitee, message, this.clock.now());
    // A freelancer who blocked the client is one who takes no invitations from them (the block itself is not told).
    if (await em.count(InvitationOptOut, { userId: freelancerId })) throw new NotAcceptingInvitations();
    if (await this.queryBus.execute(new HasBlockedQuery(freelancerId, userId))) throw new NotAcceptingInvitations();
    if (await em.count(Application, { job, freelancerId })) throw new InviteeAlreadyApplied();
    if (await em.count(JobInvitation, { job, freelancerId })) throw new AlreadyInvited();
    try {
      await em.transactional(async (tx) => {
        tx.persist(invitation);
        recordEvent(tx, new InvitationSent(invitation.id, job.id, job.clientId, freelancerId, job.title, message));
      });
    } catch (error) {
      // Two invitations at once: the unique index keeps one.
      if (error instanceof UniqueConstraintViolationException) throw new AlreadyInvited();
      throw error;
    }
    return { invitationId: invitation.id };
  }
}
