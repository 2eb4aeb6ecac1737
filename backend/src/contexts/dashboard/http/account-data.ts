import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';

/** The dashboard's part of the account-data sweep: its one table names no user. */
@Injectable()
export class DashboardAccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.contribute({
      tables: [
        {
          table: 'platform_counters',
          ownerColumns: [],
          exported: { not: 'The landing page’s figures: counts of the whole platform, naming no user' },
          onDeletion: { kept: 'It names no user; the deletion moves the counts by its events' },
        },
      ],
    });
  }
}
