import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';

/** Discovery's part of the user's data file and of the account deletion. */
@Injectable()
export class DiscoveryAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.contribute({
      // Each table of its migrations once it has some: the columns naming the user (ownerColumns),
      // the data file's sections showing its rows (or why none does) and what deleting the account
      // does to them; a section per list the user owns. account-deletion.e2e fails on a table
      // nobody declares. See reviews' http/account-data.ts.
      tables: [],
    });
  }
}
