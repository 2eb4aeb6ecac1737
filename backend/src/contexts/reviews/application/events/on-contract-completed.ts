import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { GetContractForReviewQuery } from '../../../contracting/public';
import { ContractCompleted } from '../../../contracting/events';
import { TrustContract, TrustParty } from '../../domain/trust-contract.entity';
import { TrustScores } from '../trust-scores';

/**
 * A completed contract is kept with what the score weighs it by (how long it ran, and each party's
 * standing now), then both parties are rescored.
 */
@Injectable()
@HandlesEvents(ContractCompleted)
export class CountCompletedContract implements IntegrationEventHandler<ContractCompleted> {
  constructor(
    private readonly trustScores: TrustScores,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContractCompleted, delivery: EventDelivery): Promise<void> {
    // Always locked in the same order, so two handlers touching both users cannot deadlock.
    const parties = [event.clientId, event.freelancerId].sort();
    const contract = await this.queryBus.execute(new GetContractForReviewQuery(event.contractId));
    const standings = await this.trustScores.standingsOf(parties);
    const partyOf = (id: string): TrustParty => ({
      id,
      verified: standings.get(id)?.isVerified ?? false,
      joinedAt: standings.get(id)?.joinedAt ?? null,
    });
    const completedAt = new Date(event.completedAt);
    await delivery.once(async (em) => {
      em.persist(
        new TrustContract({
          contractId: event.contractId,
          client: partyOf(event.clientId),
          freelancer: partyOf(event.freelancerId),
          // A contract nobody can find any more started, as far as the score knows, when it completed: it counts for nothing.
          startedAt: contract?.startedAt ?? completedAt,
          completedAt,
        }),
      );
      await em.flush();
      for (const userId of parties) {
        await this.trustScores.recompute(em, await this.trustScores.recordOf(em, userId), partyOf(userId).verified);
      }
    });
  }
}
