import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContractingAccountData } from './http/account-data';
import { CompleteContractHandler } from './application/commands/complete-contract';
import { OpenContractForApplicationHandler } from './application/commands/open-contract-for-application';
import { CreateContractOnAcceptance, MarkContractReviewed } from './application/events/contract-event-handlers';
import { PushContractChanges } from './application/events/contract-pushes';
import {
  CountActiveContractsHandler,
  FindContractsOfApplicationsHandler,
  GetContractForReviewHandler,
  GetContractHandler,
  ListMyContractsHandler,
  ListRecentContractActivityHandler,
} from './application/queries/contract-queries';
import { ExportContractsHandler } from './application/queries/export-user-data';
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
    CountActiveContractsHandler,
    FindContractsOfApplicationsHandler,
    ListRecentContractActivityHandler,
    ExportContractsHandler,
  ],
})
export class ContractingModule {}
