import { Injectable, OnModuleInit } from '@nestjs/common';
import { OmitType } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { SavedSearchesRepository } from '../infrastructure/saved-searches-repository';
import { SavedSearchResponse } from './saved-search-dto';

/** A saved search as the data file lists it: its criteria and alert, without the count of new matches. */
export class ExportedSavedSearchResponse extends OmitType(SavedSearchResponse, ['newCount']) {}

/** Discovery's part of the user's data file and of the account deletion. */
@Injectable()
export class DiscoveryAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly savedSearches: SavedSearchesRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      // Each table of its migrations once it has some: the columns naming the user (ownerColumns),
      // the data file's sections showing its rows (or why none does) and what deleting the account
      // does to them; a section per list the user owns. account-deletion.e2e fails on a table
      // nobody declares. See reviews' http/account-data.ts.
      sections: [
        {
          name: 'savedSearches',
          position: 150,
          schema: { type: [ExportedSavedSearchResponse], description: 'The searches the user saved, with their criteria and alerts' },
          read: async ({ userId }) => this.savedSearches.exported(userId),
        },
      ],
      tables: [
        { table: 'saved_searches', ownerColumns: ['user_id'], exported: ['savedSearches'], onDeletion: 'removed' },
        {
          table: 'saved_search_matches',
          ownerColumns: [],
          exported: { not: 'Which posts and freelancers matched the searches: they are others’ and still on the board' },
          onDeletion: { kept: 'No row names its owner: a match goes with its saved search (the foreign key), which the deletion removes' },
        },
      ],
    });
  }
}
