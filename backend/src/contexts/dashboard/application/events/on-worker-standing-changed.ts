import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { WorkerStanding, WorkerStandingChanged } from '../../../identity/events';
import { PlatformCountersRepository } from '../../infrastructure/platform-counters-repository';

/** The workers and verified workers an account of this standing adds to the figures. */
function counted(standing: WorkerStanding): { workers: number; verified_workers: number } {
  return { workers: standing === 'none' ? 0 : 1, verified_workers: standing === 'verified_worker' ? 1 : 0 };
}

/** An account became or ceased to be a worker, or was verified: the landing page's worker figures move. */
@Injectable()
@HandlesEvents(WorkerStandingChanged)
export class CountWorkerStanding implements IntegrationEventHandler<WorkerStandingChanged> {
  constructor(private readonly counters: PlatformCountersRepository) {}

  async handle({ before, after }: WorkerStandingChanged, delivery: EventDelivery): Promise<void> {
    const [was, is] = [counted(before), counted(after)];
    await delivery.once((em) =>
      this.counters.add(em, { workers: is.workers - was.workers, verified_workers: is.verified_workers - was.verified_workers }),
    );
  }
}
