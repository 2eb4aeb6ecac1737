import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AttachmentSubjects } from '../../../platform/attachments/public';
import { Contract } from '../domain/contract.entity';
import { MilestoneSubmission } from '../domain/milestone-submission.entity';

/** A submission's files are read by the contract's two parties, and nobody else. */
@Injectable()
export class MilestoneSubmissionFiles implements OnModuleInit {
  constructor(
    private readonly subjects: AttachmentSubjects,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.subjects.register('milestone_submission', {
      canRead: async (userId, submissionId) => {
        const em = this.em.fork();
        const submission = await em.findOne(MilestoneSubmission, { id: submissionId }, { fields: ['contractId'] });
        if (!submission) return false;
        const contract = await em.findOne(Contract, { id: submission.contractId }, { fields: ['clientId', 'freelancerId'] });
        return contract?.partyOf(userId) != null;
      },
    });
  }
}
