import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { GetJobCardsQuery, JobCardEntry, SavedJobState } from '../../public';
import { isHidden, JobRow } from '../views';
import { JobReadModel } from './job-read-model';

/**
 * A hidden post (taken down, held, its owner suspended) is one nobody but its owner may read
 * (GetJobQuery answers others "not found"): its entry says so without its card, title included.
 */
@QueryHandler(GetJobCardsQuery)
export class GetJobCardsHandler implements IQueryHandler<GetJobCardsQuery> {
  constructor(
    private readonly reads: JobsReadRepository,
    private readonly readModel: JobReadModel,
  ) {}

  async execute({ jobIds }: GetJobCardsQuery): Promise<Map<string, JobCardEntry>> {
    const rows = await this.reads.jobCards(jobIds);
    const shown = rows.filter((row) => !isHidden(row));
    const cards = new Map((await this.readModel.views(shown)).map((card) => [card.id, card]));
    return new Map(rows.map((row) => [row.id, { clientId: row.client_id, state: stateOf(row), card: cards.get(row.id) ?? null }]));
  }
}

function stateOf(row: JobRow & { hired: boolean }): SavedJobState {
  if (isHidden(row)) return 'taken_down';
  if (row.status === 'open') return 'open';
  return row.status === 'closed' && row.hired ? 'filled' : 'closed';
}
