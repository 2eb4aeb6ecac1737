import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { ListPublicJobAddressesQuery, PublicAddressPage } from '../../public';

@QueryHandler(ListPublicJobAddressesQuery)
export class ListPublicJobAddressesHandler implements IQueryHandler<ListPublicJobAddressesQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  execute({ offset, limit }: ListPublicJobAddressesQuery): Promise<PublicAddressPage> {
    return this.reads.publicJobAddresses(offset, limit);
  }
}
