import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { ListPublicProfileAddressesQuery, PublicAddressPage } from '../../public';

@QueryHandler(ListPublicProfileAddressesQuery)
export class ListPublicProfileAddressesHandler implements IQueryHandler<ListPublicProfileAddressesQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  execute({ offset, limit }: ListPublicProfileAddressesQuery): Promise<PublicAddressPage> {
    return this.reads.publicProfileAddresses(offset, limit);
  }
}
