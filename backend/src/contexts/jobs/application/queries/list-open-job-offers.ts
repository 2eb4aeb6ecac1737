import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { ListOpenJobOffersQuery, OpenJobOffer } from '../../public';

@QueryHandler(ListOpenJobOffersQuery)
export class ListOpenJobOffersHandler implements IQueryHandler<ListOpenJobOffersQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  async execute({ clientId, limit }: ListOpenJobOffersQuery): Promise<OpenJobOffer[]> {
    const rows = await this.reads.openJobOffersOf(clientId, limit);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      tags: row.tags,
      pay:
        row.pay_type !== null && row.pay_currency !== null && row.pay_minimum !== null
          ? { type: row.pay_type, currency: row.pay_currency, minimum: row.pay_minimum, maximum: row.pay_maximum }
          : null,
    }));
  }
}
