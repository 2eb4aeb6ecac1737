import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import type { Principal } from '../../../../platform/auth/principal';
import { actsAsAdministrator } from '../../../../platform/auth/guards';
import { Contract } from '../../domain/contract.entity';
import { Milestone } from '../../domain/milestone.entity';
import { MilestoneNotFound } from '../../domain/milestone-errors';
import { MilestonesReadRepository } from '../../infrastructure/milestones-read-repository';
import { MilestoneView, withFiles } from '../milestone-view';

/** One milestone, as the list shows it: for the contract's parties and for admins. */
export class GetMilestoneQuery extends Query<MilestoneView> {
  constructor(
    readonly milestoneId: string,
    readonly viewer: Principal,
  ) {
    super();
  }
}

@QueryHandler(GetMilestoneQuery)
export class GetMilestoneHandler implements IQueryHandler<GetMilestoneQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: MilestonesReadRepository,
    private readonly attachments: Attachments,
  ) {}

  async execute({ milestoneId, viewer }: GetMilestoneQuery): Promise<MilestoneView> {
    const em = this.em.fork();
    const milestone = await em.findOne(Milestone, { id: milestoneId }, { fields: ['contractId'] });
    const contract = milestone && (await em.findOne(Contract, { id: milestone.contractId }, { fields: ['clientId', 'freelancerId'] }));
    if (!milestone || !contract || (!contract.partyOf(viewer.id) && !actsAsAdministrator(viewer))) throw new MilestoneNotFound();
    const row = await this.reads.milestone(milestoneId);
    if (!row) throw new MilestoneNotFound();
    const [view] = await withFiles(this.attachments, [row]);
    return view;
  }
}
