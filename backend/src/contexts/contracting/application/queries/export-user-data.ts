import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../../platform/paging/every-row';
import type { ContractingTables } from '../../infrastructure/contracting-read-repository';
import { ContractStatus, ExportContractsQuery, ExportedContract } from '../../public';

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
