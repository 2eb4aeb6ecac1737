import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { timestamp } from '../../../platform/openapi/properties';
import { ExportedSavedItem, SavedItemsRepository } from '../infrastructure/saved-items-repository';

export class ExportedSavedItemResponse implements ExportedSavedItem {
  @ApiProperty({ format: 'uuid', description: 'The post, or the freelancer’s account' }) id: string;
  @ApiProperty(timestamp()) savedAt: string;
}

/** Saved jobs' and saved freelancers' part of the data file and of the account deletion (decision 0074). */
@Injectable()
export class SavedItemsAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly saved: SavedItemsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'savedJobs',
          position: 152,
          schema: { type: [ExportedSavedItemResponse], description: 'The posts the user saved, oldest first' },
          read: async ({ userId }) => this.saved.exported('jobs', userId),
        },
        {
          name: 'savedFreelancers',
          position: 154,
          schema: { type: [ExportedSavedItemResponse], description: 'The freelancers the user saved, oldest first' },
          read: async ({ userId }) => this.saved.exported('freelancers', userId),
        },
      ],
      tables: [
        { table: 'saved_jobs', ownerColumns: ['user_id'], exported: ['savedJobs'], onDeletion: 'removed' },
        {
          table: 'saved_freelancers',
          ownerColumns: ['user_id'],
          exported: ['savedFreelancers'],
          // Others' lists keep a deleted freelancer, shown as deleted: their entry names no one.
          onDeletion: 'removed',
        },
      ],
    });
  }
}
