import { Injectable, OnModuleInit } from '@nestjs/common';
import { AdminQueues } from '../../../platform/admin-queues/admin-queues';
import { anyOf } from '../../../platform/database/any-of';
import { OPEN_REVIEW_STATUSES } from '../domain/safety-review.entity';

/** The Safety queue among the administrators' queues: held texts and contested warnings. */
@Injectable()
export class SafetyQueue implements OnModuleInit {
  constructor(private readonly queues: AdminQueues) {}

  onModuleInit(): void {
    this.queues.register('safety', { table: 'safety_reviews', isOpen: (eb) => eb('status', '=', anyOf(eb, OPEN_REVIEW_STATUSES)) });
  }
}
