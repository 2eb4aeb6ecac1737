import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../../platform/paging/every-row';
import type { ContractingTables } from '../../infrastructure/contracting-read-repository';
import { ContractParty, ContractStatus } from '../../public';

/** A contract of the user's, on either side, as their data export lists it. */
export type ExportedContract = {
  id: string;
  jobId: string;
  jobTitle: string;
  /** The user's side of it. */
  party: ContractParty;
  otherPartyId: string;
  terms: string;
  status: ContractStatus;
  createdAt: string;
  completedAt: string | null;
  completedBy: string | null;
};

/** Every contract of the user's, oldest first, read a page at a time as the caller iterates. */
export class ExportContractsQuery extends Query<AsyncIterable<ExportedContract>> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ExportContractsQuery)
export class ExportContractsHandler implements IQueryHandler<ExportContractsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportContractsQuery): Promise<AsyncIterable<ExportedContract>> {
    return everyRow(
      this.em
        .getKysely<ContractingTables>()
        .selectFrom('contracts')
        .select([
          'id',
          'job_id as jobId',
          'job_title as jobTitle',
          'client_id as clientId',
          'freelancer_id as freelancerId',
          'terms',
          'status',
          'created_at as createdAt',
          'completed_at as completedAt',
          'completed_by as completedBy',
        ])
        .where((eb) => eb.or([eb('client_id', '=', userId), eb('freelancer_id', '=', userId)]))
        .$narrowType<{ status: ContractStatus }>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      ({ clientId, freelancerId, createdAt, completedAt, ...contract }): ExportedContract => ({
        ...contract,
        party: clientId === userId ? 'client' : 'freelancer',
        otherPartyId: clientId === userId ? freelancerId : clientId,
        createdAt: isoTimestamp(createdAt),
        completedAt: isoTimestampOrNull(completedAt),
      }),
    );
  }
}
