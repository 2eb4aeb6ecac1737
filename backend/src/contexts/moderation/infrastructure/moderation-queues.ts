import { Injectable, OnModuleInit } from '@nestjs/common';
import { AdminQueues } from '../../../platform/admin-queues/admin-queues';
import { anyOf } from '../../../platform/database/any-of';
import { UNRESOLVED_DISPUTE_STATUSES } from '../domain/dispute.entity';

/** Moderation's queues among the administrators' queues: pending reports, unresolved disputes, pending appeals. */
@Injectable()
export class ModerationQueues implements OnModuleInit {
  constructor(private readonly queues: AdminQueues) {}

  onModuleInit(): void {
    this.queues.register('reports', { table: 'reports', isOpen: (eb) => eb('status', '=', 'pending') });
    this.queues.register('disputes', { table: 'disputes', isOpen: (eb) => eb('status', '=', anyOf(eb, UNRESOLVED_DISPUTE_STATUSES)) });
    this.queues.register('appeals', { table: 'appeals', isOpen: (eb) => eb('status', '=', 'pending') });
  }
}
