import { Controller, Param } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { AdministratorsOnlyEndpoint, CurrentPrincipal } from '../auth/guards';
import type { Principal } from '../auth/principal';
import { Endpoint } from '../http/endpoint';
import { ApiOk } from '../openapi/documented-response';
import { ApiCappedListResponse } from '../paging/capped-list';
import { ADMIN_QUEUE_KINDS } from './admin-queue';
import { AdminQueues, QueueClaimView, QueueSummary } from './admin-queues';
import { QueueClaimResponse, QueueItemParams, QueueSummaryResponse } from './admin-queues.dto';

/** The administrators' work queues: their counts, and taking an item so no two administrators work the same one. */
@ApiTags('platform')
@AdministratorsOnlyEndpoint()
@Controller('admin/queues')
export class AdminQueuesController {
  constructor(private readonly queues: AdminQueues) {}

  @Endpoint('GET', '', {
    summary: 'The work queues',
    description:
      'Per queue (verifications, reports, disputes, safety, appeals): how many items wait, since when the oldest has, and how many the caller has taken. Every change is pushed to administrators as admin_queue_changed.',
    answer: ApiCappedListResponse(QueueSummaryResponse, ADMIN_QUEUE_KINDS.length, 'one entry per queue'),
  })
  summaries(@CurrentPrincipal() principal: Principal): Promise<QueueSummary[]> {
    return this.queues.summaries(principal.id);
  }

  @Endpoint('POST', ':kind/items/:itemId/take', {
    summary: 'Takes an item of a queue',
    description:
      'The caller works on the item: no other administrator can decide it for 30 minutes (then another may take it over). Taking one of your own again renews it. Of two administrators taking an item at once, exactly one gets it.',
    answer: ApiOk(QueueClaimResponse),
    errors: {
      400: 'An unknown queue or an item id that is no uuid',
      404: 'No such item in this queue',
      409: 'Another administrator is working on it (ADMIN_QUEUE.ITEM_TAKEN, details: takenBy, takenAt), or it was decided (ADMIN_QUEUE.ITEM_DECIDED)',
    },
  })
  take(@CurrentPrincipal() principal: Principal, @Param() { kind, itemId }: QueueItemParams): Promise<QueueClaimView> {
    return this.queues.take(kind, itemId, principal.id);
  }

  @Endpoint('POST', ':kind/items/:itemId/release', {
    summary: 'Lets an item go',
    description: 'The item you took goes back to the queue for any administrator. Nothing happens when no one holds it.',
    answer: ApiNoContentResponse({ description: 'Released' }),
    errors: {
      400: 'An unknown queue or an item id that is no uuid',
      409: 'Another administrator holds it (ADMIN_QUEUE.ITEM_NOT_YOURS)',
    },
  })
  async release(@CurrentPrincipal() principal: Principal, @Param() { kind, itemId }: QueueItemParams): Promise<void> {
    await this.queues.release(kind, itemId, principal.id);
  }
}
