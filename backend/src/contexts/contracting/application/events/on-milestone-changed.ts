import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { Milestone } from '../../domain/milestone.entity';
import { MilestoneChanged } from '../../public';
import { MILESTONE_CHANGED } from '../server-events';

/** Tells both parties' open contract screens that a milestone moved; once per event (a reminder changes nothing on screen). */
@Injectable()
@HandlesEvents(MilestoneChanged)
export class PushMilestoneChanges implements IntegrationEventHandler<MilestoneChanged>, OnModuleInit {
  constructor(
    private readonly realtime: RealtimeBus,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.realtime.register(MILESTONE_CHANGED, async (refs) => {
      const found = await this.em
        .fork()
        .find(Milestone, { id: { $in: refs.map((ref) => ref.milestoneId) } }, { fields: ['id', 'contractId', 'status'] });
      const byId = new Map(found.map((milestone) => [milestone.id, milestone]));
      return refs.map(({ milestoneId }) => {
        const milestone = byId.get(milestoneId);
        return milestone ? { contractId: milestone.contractId, milestoneId, status: milestone.status } : null;
      });
    });
  }

  async handle(event: MilestoneChanged, delivery: EventDelivery): Promise<void> {
    if (event.change === 'reminder') return;
    const first = await delivery.once(() => Promise.resolve());
    if (first) await this.realtime.publish([event.clientId, event.freelancerId], MILESTONE_CHANGED, { milestoneId: event.milestoneId });
  }
}
