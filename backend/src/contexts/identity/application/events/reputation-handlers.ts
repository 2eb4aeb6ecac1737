import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContractCompleted } from '../../../contracting/events';
import { TrustScoreChanged } from '../../../reviews/events';
import type { IdentityTables } from '../../infrastructure/identity-read-repository';

/** The freelancer of a completed contract has one more completed job. */
@Injectable()
@HandlesEvents(ContractCompleted)
export class CountCompletedJob implements IntegrationEventHandler<ContractCompleted> {
  async handle(event: ContractCompleted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await em
        .getKysely<IdentityTables>()
        .updateTable('users')
        .set((eb) => ({ completed_jobs_count: eb('completed_jobs_count', '+', 1) }))
        .where('id', '=', event.freelancerId)
        .execute();
    });
  }
}

/** Keeps the copy of the trust score every screen shows; an older computation never overwrites a newer one. */
@Injectable()
@HandlesEvents(TrustScoreChanged)
export class KeepTrustScore implements IntegrationEventHandler<TrustScoreChanged> {
  async handle(event: TrustScoreChanged, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await em
        .getKysely<IdentityTables>()
        .updateTable('users')
        .set({ trust_score: event.score, trust_score_version: event.version })
        .where('id', '=', event.userId)
        .where('trust_score_version', '<', event.version)
        .execute();
    });
  }
}
