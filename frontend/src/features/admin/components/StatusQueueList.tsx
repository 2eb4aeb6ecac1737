import { Group, Loader, NativeSelect, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';

type Page<Item> = { items: Item[] };

export type StatusQueueListProps<Status extends string, Item extends { id: string }> = {
  /** The statuses the list can show, the first being the queue itself (what waits for a decision). */
  statuses: readonly { value: Status; label: string }[];
  /** The paged query of one status (a hook: it keeps the list shown while another status loads). */
  useItems: (status: Status) => UseInfiniteQueryResult<InfiniteData<Page<Item>, unknown>, Error>;
  /** What the empty queue says, and the icon of any empty status. */
  empty: { title: string; description: string; icon: ReactNode };
  /** What an empty other status is called ("reviews", "appeals"). */
  noun: string;
  renderItem: (item: Item) => ReactNode;
};

/**
 * A queue of the admin panel that can also show its decided items: a status select (the queue
 * first), the items a page at a time, oldest first in the queue, and what an empty status says.
 */
export function StatusQueueList<Status extends string, Item extends { id: string }>({
  statuses,
  useItems,
  empty,
  noun,
  renderItem,
}: StatusQueueListProps<Status, Item>) {
  const [status, setStatus] = useState<Status>(statuses[0].value);
  const query = useItems(status);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const statusLabel = statuses.find((item) => item.value === status)?.label ?? status;
  const isQueue = status === statuses[0].value;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label="Show"
          data={statuses as { value: Status; label: string }[]}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as Status)}
          miw={0}
          style={{ flex: '0 1 18rem' }}
        />
        {query.isFetching && !query.isFetchingNextPage && !query.isPending && <Loader size="xs" role="status" aria-label="Loading" />}
      </Group>
      {query.isPending ? (
        <Loader mx="auto" role="status" aria-label="Loading" />
      ) : items.length === 0 && !query.isError ? (
        <EmptyState
          title={isQueue ? empty.title : `No ${noun} here: ${statusLabel.toLowerCase()}`}
          description={isQueue ? empty.description : undefined}
          icon={empty.icon}
        />
      ) : (
        items.map(renderItem)
      )}
      <MorePagesFooter query={query} />
    </Stack>
  );
}
