import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../account-data/account-data-registry';
import { ExportedAttachmentResponse } from './attachment.dto';
import { Attachments } from './attachments';

/** The attachments' part of the data file and of the account deletion. */
@Injectable()
export class AttachmentsAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly attachments: Attachments,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'attachments',
          position: 105,
          schema: {
            type: [ExportedAttachmentResponse],
            description: 'Files the user uploaded: name, type, size, date and what each is attached to',
          },
          read: async ({ userId }) => this.attachments.exportedOf(userId),
        },
      ],
      tables: [{ table: 'attachments', ownerColumns: ['owner_id'], exported: ['attachments'], onDeletion: 'removed' }],
    });
  }
}
