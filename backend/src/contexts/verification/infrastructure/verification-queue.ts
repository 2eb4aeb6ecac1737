import { Injectable, OnModuleInit } from '@nestjs/common';
import { AdminQueues } from '../../../platform/admin-queues/admin-queues';

/** The verifications queue among the administrators' queues: pending requests. */
@Injectable()
export class VerificationQueue implements OnModuleInit {
  constructor(private readonly queues: AdminQueues) {}

  onModuleInit(): void {
    this.queues.register('verifications', { table: 'verification_requests', isOpen: (eb) => eb('status', '=', 'pending') });
  }
}
