import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContractingAccountData } from './http/account-data';
import { CompleteContractHandler } from './application/commands/complete-contract';
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

/** Contracts: made from accepted applications, completed by either party. */
@Module({
  imports: [MikroOrmModule.forFeature([Contract])],
  controllers: [ContractsController],
  providers: [
    ContractingAccountData,
    ContractingReadRepository,
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
