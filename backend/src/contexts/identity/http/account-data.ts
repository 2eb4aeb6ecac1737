import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { MAX_SESSIONS_PER_USER } from '../../../platform/auth/sessions';
import { ExportAccountProfileQuery } from '../application/queries/export-account-profile';
import { ListPortfolioQuery } from '../application/queries/list-portfolio';
import { ListSessionsQuery } from '../application/queries/list-sessions';
import { PORTFOLIO_LIMIT } from '../domain/portfolio-item.entity';
import { ExportedProfileResponse } from './account-data.dto';
import { PortfolioItemResponse, SessionResponse } from './dto';

/** Identity's part of the data file (profile, portfolio, sessions) and of the account deletion. */
@Injectable()
export class IdentityAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly queryBus: QueryBus,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'profile',
          position: 10,
          schema: { type: ExportedProfileResponse },
          read: ({ userId }) => this.queryBus.execute(new ExportAccountProfileQuery(userId)),
        },
        {
          name: 'portfolio',
          position: 20,
          schema: { type: [PortfolioItemResponse], maxItems: PORTFOLIO_LIMIT },
          // Oldest first, like every list of the file.
          read: async ({ userId, principal }) => (await this.queryBus.execute(new ListPortfolioQuery(userId, principal))).reverse(),
        },
        {
          name: 'sessions',
          position: 30,
          schema: { type: [SessionResponse], maxItems: MAX_SESSIONS_PER_USER, description: 'The live sessions, this one first' },
          read: ({ userId, sessionId }) => this.queryBus.execute(new ListSessionsQuery(userId, sessionId)),
        },
      ],
      tables: [
        {
          table: 'users',
          ownerColumns: ['id'],
          exported: ['profile'],
          onDeletion: { kept: 'Anonymised: contracts, reviews and messages others keep show "Deleted user"' },
        },
        { table: 'portfolio_items', ownerColumns: ['user_id'], exported: ['portfolio'], onDeletion: 'removed' },
        { table: 'account_tokens', ownerColumns: ['user_id'], exported: { not: 'Hashes of links sent by email' }, onDeletion: 'removed' },
        {
          table: 'two_factor_recovery_codes',
          ownerColumns: ['user_id'],
          exported: { not: 'Hashes of the recovery codes' },
          onDeletion: 'removed',
        },
        {
          table: 'credential_failures',
          ownerColumns: ['user_id'],
          exported: { not: 'Counts of wrong passwords, kept for one lockout window' },
          onDeletion: { kept: 'Pruned when the lockout window ends' },
        },
      ],
    });
  }
}
