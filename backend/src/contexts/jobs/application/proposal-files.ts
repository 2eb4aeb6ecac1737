import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AttachmentSubjects } from '../../../platform/attachments/public';
import { Application } from '../domain/application.entity';

/**
 * Who may open a proposal's files: its applicant, and the post's owner while the proposal reaches
 * them (a held one's files wait with it, for the applicant alone), as the proposal itself is read.
 */
@Injectable()
export class ProposalFiles implements OnModuleInit {
  constructor(
    private readonly subjects: AttachmentSubjects,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.subjects.register('proposal', {
      canRead: async (userId, applicationId) => {
        const application = await this.em
          .fork()
          .findOne(Application, { id: applicationId }, { fields: ['freelancerId', 'clientId', 'safetyVerdict'] });
        if (!application || application.isHiddenFrom(userId)) return false;
        return application.freelancerId === userId || application.clientId === userId;
      },
    });
  }
}
