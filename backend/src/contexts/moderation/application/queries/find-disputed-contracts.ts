import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindDisputedContractsQuery } from '../../../contracting/public';
import { Dispute, UNRESOLVED_DISPUTE_STATUSES } from '../../domain/dispute.entity';

@QueryHandler(FindDisputedContractsQuery)
export class FindDisputedContractsHandler implements IQueryHandler<FindDisputedContractsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ contractIds }: FindDisputedContractsQuery): Promise<Set<string>> {
    if (contractIds.length === 0) return new Set();
    const disputes = await this.em
      .fork()
      .find(
        Dispute,
        { contractId: { $in: [...contractIds] }, status: { $in: [...UNRESOLVED_DISPUTE_STATUSES] } },
        { fields: ['contractId'] },
      );
    return new Set(disputes.map((dispute) => dispute.contractId));
  }
}
