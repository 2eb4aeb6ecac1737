import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { timestamp, nullableTimestamp } from '../../../platform/openapi/properties';
import { ExportedBlock, ExportedMessage, MessagingReadRepository } from '../infrastructure/messaging-read-repository';

export class ExportedMessageResponse implements ExportedMessage {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ format: 'uuid', description: 'The other party of the conversation' }) receiverId: string;
  @ApiProperty() content: string;
  @ApiProperty(timestamp()) sentAt: string;
  @ApiProperty(nullableTimestamp()) readAt: string | null;
}

export class ExportedBlockResponse implements ExportedBlock {
  @ApiProperty({ format: 'uuid', description: 'The user blocked' }) userId: string;
  @ApiProperty(timestamp()) blockedAt: string;
}

/** Messaging's part of the data file (messages and blocks) and of the account deletion. */
@Injectable()
export class MessagingAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: MessagingReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'messagesSent',
          position: 90,
          schema: { type: [ExportedMessageResponse] },
          read: async ({ userId }) => this.reads.exportedMessages(userId),
        },
        {
          name: 'blockedUsers',
          position: 100,
          schema: { type: [ExportedBlockResponse] },
          read: async ({ userId }) => this.reads.exportedBlocks(userId),
        },
      ],
      tables: [
        {
          table: 'messages',
          ownerColumns: ['sender_id'],
          exported: ['messagesSent'],
          onDeletion: { kept: 'The other party keeps the conversation, from "Deleted user"' },
        },
        {
          table: 'conversations',
          ownerColumns: ['first_user_id', 'second_user_id'],
          exported: { not: 'The messages section names each conversation' },
          onDeletion: { kept: 'The other party keeps the conversation' },
        },
        { table: 'user_blocks', ownerColumns: ['blocker_id'], exported: ['blockedUsers'], onDeletion: 'removed' },
        {
          table: 'held_messages',
          ownerColumns: ['sender_id', 'receiver_id'],
          exported: { not: 'The safetyReviews section holds each held message’s text as it was judged' },
          onDeletion: 'removed',
        },
      ],
    });
  }
}
