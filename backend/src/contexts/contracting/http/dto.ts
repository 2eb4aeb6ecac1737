import { ApiProperty } from '@nestjs/swagger';
import { PartyResponse } from '../../identity/public';
import type { ContractView } from '../application/contract-view';
import type { MilestoneProgress } from '../infrastructure/milestones-read-repository';
import { FrozenOfferResponse } from './frozen-offer.dto';
import { CONTRACT_STATUSES } from '../domain/contract.entity';

export class MilestoneProgressResponse implements MilestoneProgress {
  @ApiProperty({ description: 'Milestones on the contract' }) total: number;
  @ApiProperty({ description: 'Of them approved (by the client, or on their own after 7 days)' }) approved: number;
  @ApiProperty({ description: 'Submissions waiting for the client’s answer: the contract cannot be completed meanwhile' }) waiting: number;
}

export class ContractResponse implements ContractView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The accepted application the contract came from' }) applicationId: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ description: 'The job’s title when the contract was made' }) jobTitle: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({ format: 'uuid' }) freelancerId: string;
  @ApiProperty() terms: string;
  @ApiProperty({ enum: CONTRACT_STATUSES }) status: 'active' | 'completed';
  @ApiProperty() clientReviewed: boolean;
  @ApiProperty() freelancerReviewed: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: Date | null;
  @ApiProperty({ type: PartyResponse }) client: PartyResponse;
  @ApiProperty({ type: PartyResponse }) freelancer: PartyResponse;
  @ApiProperty({
    enum: ['client', 'freelancer'],
    nullable: true,
    description: 'The caller’s side of the contract; null for an admin looking at someone else’s',
  })
  viewerRole: 'client' | 'freelancer' | null;
  @ApiProperty({
    description: 'A dispute about the contract waits for an administrator (open or under review): it cannot be completed meanwhile',
  })
  hasOpenDispute: boolean;
  @ApiProperty({
    type: FrozenOfferResponse,
    nullable: true,
    description: 'The accepted version of the offer, frozen as it was accepted; null for contracts made before offers',
  })
  offer: FrozenOfferResponse | null;
  @ApiProperty({ type: MilestoneProgressResponse }) progress: MilestoneProgressResponse;
}
