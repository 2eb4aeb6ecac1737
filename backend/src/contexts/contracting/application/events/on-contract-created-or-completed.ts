import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { Contract } from '../../domain/contract.entity';
import { ContractCompleted, ContractCreated } from '../../public';
import { CONTRACT_CHANGED } from '../server-events';

/**
 * Tells both parties' open screens that their contract was created or changed status, so they
 * show it without a reload; each event is pushed once, however often it is delivered.
 */
@Injectable()
@HandlesEvents(ContractCreated, ContractCompleted)
export class PushContractChanges implements IntegrationEventHandler<ContractCreated | ContractCompleted>, OnModuleInit {
  constructor(
    private readonly realtime: RealtimeBus,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.realtime.register(CONTRACT_CHANGED, async (refs) => {
      const found = await this.em.fork().find(Contract, { id: { $in: refs.map((ref) => ref.contractId) } }, { fields: ['id', 'status'] });
      const byId = new Map(found.map((contract) => [contract.id, contract]));
      return refs.map(({ contractId }) => {
        const contract = byId.get(contractId);
        return contract ? { contractId, status: contract.status } : null;
      });
    });
  }

  async handle(event: ContractCreated | ContractCompleted, delivery: EventDelivery): Promise<void> {
    // Nothing to store: `once` records that this event was pushed, so a repeated delivery is not.
    const first = await delivery.once(() => Promise.resolve());
    if (first) await this.realtime.publish([event.clientId, event.freelancerId], CONTRACT_CHANGED, { contractId: event.contractId });
  }
}
