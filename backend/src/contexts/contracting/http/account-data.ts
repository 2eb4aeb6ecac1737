import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { timestamp, nullableTimestamp } from '../../../platform/openapi/properties';
import { ContractingReadRepository, ExportedContract } from '../infrastructure/contracting-read-repository';

export class ExportedContractResponse implements ExportedContract {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty() jobTitle: string;
  @ApiProperty({ enum: ['client', 'freelancer'], description: "The user's side of the contract" }) party: 'client' | 'freelancer';
  @ApiProperty({ format: 'uuid' }) otherPartyId: string;
  @ApiProperty() terms: string;
  @ApiProperty({ enum: ['active', 'completed'] }) status: 'active' | 'completed';
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(nullableTimestamp()) completedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) completedBy: string | null;
}

/** Contracting's part of the data file (contracts) and of the account deletion. */
@Injectable()
export class ContractingAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: ContractingReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'contracts',
          position: 60,
          schema: { type: [ExportedContractResponse], description: 'Contracts on either side' },
          read: async ({ userId }) => this.reads.exportedContracts(userId),
        },
      ],
      tables: [
        {
          table: 'contracts',
          ownerColumns: ['client_id', 'freelancer_id'],
          exported: ['contracts'],
          onDeletion: { kept: 'The other party keeps the contract, with "Deleted user"' },
        },
      ],
    });
  }
}
