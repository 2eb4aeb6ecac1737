import { errorTable } from '../errors/error-table';
import type { NamedPerson } from '../auth/principal';

export const { QueueItemNotFound, QueueItemDecided, QueueItemTaken, QueueItemNotYours, UnknownQueue } = errorTable('ADMIN_QUEUE', {
  QueueItemNotFound: { code: 'ITEM_NOT_FOUND', message: 'There is no such item in this queue', kind: 'not_found' },
  QueueItemDecided: { code: 'ITEM_DECIDED', message: 'This item has already been decided', kind: 'conflict' },
  QueueItemTaken: {
    code: 'ITEM_TAKEN',
    message: (takenBy: NamedPerson | null) => `${takenBy?.name ?? 'Another administrator'} is working on this item`,
    details: (takenBy: NamedPerson | null, takenAt: Date) => ({ takenBy, takenAt: takenAt.toISOString() }),
    kind: 'conflict',
  },
  QueueItemNotYours: { code: 'ITEM_NOT_YOURS', message: 'Another administrator has taken this item', kind: 'conflict' },
  UnknownQueue: { code: 'UNKNOWN_QUEUE', message: 'There is no such queue', kind: 'not_found' },
});
