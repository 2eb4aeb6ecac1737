import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Contract } from '../../domain/contract.entity';
import { Milestone } from '../../domain/milestone.entity';
import { MilestoneNotFound } from '../../domain/milestone-errors';
import { MilestoneChanged } from '../../public';

/**
 * The milestone and its contract, both locked (contract first, as the completion locks it): a
 * submission, an answer, the schedule and the completion of the contract meet here one at a time.
 * To anyone but the contract's parties the milestone does not exist.
 */
export async function loadMilestoneForChange(
  em: EntityManager,
  milestoneId: string,
  userId: string | null,
): Promise<{ contract: Contract; milestone: Milestone }> {
  // In the caller's transaction (its connection): a second connection would wait a minute, then fail, on the
  // embedded database, whose pool holds one. A fork, so the partial milestone stays out of `em`.
  const found = await em.fork({ keepTransactionContext: true }).findOne(Milestone, { id: milestoneId }, { fields: ['contractId'] });
  if (!found) throw new MilestoneNotFound();
  const contract = await em.findOne(Contract, { id: found.contractId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!contract || (userId !== null && !contract.partyOf(userId))) throw new MilestoneNotFound();
  const milestone = await em.findOneOrFail(Milestone, { id: milestoneId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return { contract, milestone };
}

/** The event of a milestone's change, named by its contract and its title. */
export function milestoneChanged(
  contract: Contract,
  milestone: Milestone,
  change: MilestoneChanged['change'],
  submission: { id: string; autoApproveAt: Date; outcome: string | null } | null,
  note: string | null,
): MilestoneChanged {
  const waiting = submission && !submission.outcome ? submission.autoApproveAt.toISOString() : null;
  const { id, jobTitle, clientId, freelancerId } = contract;
  return new MilestoneChanged(
    id,
    jobTitle,
    clientId,
    freelancerId,
    milestone.id,
    milestone.title,
    submission?.id ?? null,
    change,
    note,
    waiting,
  );
}
