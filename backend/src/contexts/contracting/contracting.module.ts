import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContractingAccountData } from './http/account-data';
import { CompleteContractHandler } from './application/commands/complete-contract';
import { AddMilestoneHandler } from './application/commands/add-milestone';
import { AnswerSubmissionHandler } from './application/commands/answer-submission';
import { ReviewWaitingSubmissionsHandler } from './application/commands/review-waiting-submissions';
import { SubmitMilestoneHandler } from './application/commands/submit-milestone';
import { PushMilestoneChanges } from './application/events/on-milestone-changed';
import { MilestoneReviewSchedule } from './application/milestone-review.schedule';
import { MilestoneSubmissionFiles } from './application/milestone-submission-files';
import { GetMilestoneHandler } from './application/queries/get-milestone';
import { ListContractMilestonesHandler } from './application/queries/list-contract-milestones';
import { Milestone } from './domain/milestone.entity';
import { MilestoneSubmission } from './domain/milestone-submission.entity';
import { MilestonesController } from './http/milestones.controller';
import { MilestonesAccountData } from './http/milestones-account-data';
import { MilestonesReadRepository } from './infrastructure/milestones-read-repository';
import { OpenContractForApplicationHandler } from './application/commands/open-contract-for-application';
import { CreateContractOnAcceptance } from './application/events/on-application-accepted';
import { PushContractChanges } from './application/events/on-contract-created-or-completed';
import { MarkContractReviewed } from './application/events/on-review-submitted';
import { CountActiveContractsHandler } from './application/queries/count-active-contracts';
import { HasContractBetweenHandler } from './application/queries/has-contract-between';
import { FindContractsOfApplicationsHandler } from './application/queries/find-contracts-of-applications';
import { FindJobTitlesOfContractsHandler } from './application/queries/find-job-titles-of-contracts';
import { GetContractHandler } from './application/queries/get-contract';
import { GetContractForReviewHandler } from './application/queries/get-contract-for-review';
import { GetContractTermsHandler } from './application/queries/get-contract-terms';
import { ListMyContractsHandler } from './application/queries/list-my-contracts';
import { ListRecentContractActivityHandler } from './application/queries/list-recent-contract-activity';
import { Contract } from './domain/contract.entity';
import { ContractsController } from './http/contracts.controller';
import { ContractingReadRepository } from './infrastructure/contracting-read-repository';

/** Contracts: made from accepted offers, with their milestones, completed by either party. */
@Module({
  imports: [MikroOrmModule.forFeature([Contract, Milestone, MilestoneSubmission])],
  controllers: [ContractsController, MilestonesController],
  providers: [
    ContractingAccountData,
    ContractingReadRepository,
    MilestonesReadRepository,
    MilestonesAccountData,
    MilestoneSubmissionFiles,
    MilestoneReviewSchedule,
    AddMilestoneHandler,
    SubmitMilestoneHandler,
    AnswerSubmissionHandler,
    ReviewWaitingSubmissionsHandler,
    ListContractMilestonesHandler,
    GetMilestoneHandler,
    PushMilestoneChanges,
    CreateContractOnAcceptance,
    MarkContractReviewed,
    PushContractChanges,
    OpenContractForApplicationHandler,
    CompleteContractHandler,
    GetContractHandler,
    ListMyContractsHandler,
    GetContractForReviewHandler,
    GetContractTermsHandler,
    CountActiveContractsHandler,
    HasContractBetweenHandler,
    FindContractsOfApplicationsHandler,
    FindJobTitlesOfContractsHandler,
    ListRecentContractActivityHandler,
  ],
})
export class ContractingModule {}
