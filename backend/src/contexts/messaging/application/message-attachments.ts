import { Injectable, OnModuleInit } from '@nestjs/common';
import { AttachmentSubjects } from '../../../platform/attachments/public';
import { MessagingReadRepository } from '../infrastructure/messaging-read-repository';

/**
 * Who may open a message's files: its two parties, while it is delivered (a held message's files
 * wait with it, for the sender alone) and not removed by an administrator.
 */
@Injectable()
export class MessageAttachmentReaders implements OnModuleInit {
  constructor(
    private readonly subjects: AttachmentSubjects,
    private readonly reads: MessagingReadRepository,
  ) {}

  onModuleInit(): void {
    this.subjects.register('message', { canRead: (userId, messageId) => this.reads.mayReadMessageFiles(userId, messageId) });
  }
}
