import { Badge, Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PortfolioItem } from '../../../api/types';
import { formatDate } from '../../../lib/format';
import { userPortfolioQueryOptions } from '../api';
import { EnforcementDialog } from './EnforcementDialog';

export type UserPortfolioProps = {
  userId: string;
  /** The administrator's own items cannot be taken down by them. */
  isOwnAccount: boolean;
};

/** The user's portfolio items, those taken down included, each of which can be taken down. */
export function UserPortfolio({ userId, isOwnAccount }: UserPortfolioProps) {
  // Not suspended on: a portfolio that fails to load (e.g. of a deleted account) leaves the rest of the page standing.
  const { data: items, isPending, isError } = useQuery(userPortfolioQueryOptions(userId));
  if (isPending) return <Loader size="sm" role="status" aria-label="Loading" />;
  if (isError) {
    return (
      <Text fz="sm" c="dimmed">
        The portfolio could not be loaded.
      </Text>
    );
  }
  if (items.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No portfolio items.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {isOwnAccount && (
        <Text fz="xs" c="dimmed">
          You cannot take down your own portfolio items.
        </Text>
      )}
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <PortfolioEntry key={item.id} item={item} isOwnAccount={isOwnAccount} />
        ))}
      </Stack>
    </Stack>
  );
}

function PortfolioEntry({ item, isOwnAccount }: { item: PortfolioItem; isOwnAccount: boolean }) {
  const [takingDown, setTakingDown] = useState(false);
  const { takenDown } = item;

  return (
    <Group component="li" aria-label={item.title} gap="sm" wrap="nowrap" align="flex-start">
      {item.imageUrl && <Image src={item.imageUrl} alt={item.title} w={96} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap="xs">
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          {takenDown && (
            <Badge size="sm" color="red" variant="filled">
              Taken down
            </Badge>
          )}
        </Group>
        {item.description && (
          <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
        )}
        {takenDown ? (
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Taken down {formatDate(takenDown.at)}: {takenDown.reason}
          </Text>
        ) : (
          <Text fz="xs" c="dimmed">
            Added {formatDate(item.createdAt)}
          </Text>
        )}
      </Stack>
      {!takenDown && (
        <>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={isOwnAccount}
            onClick={() => setTakingDown(true)}
            style={{ flexShrink: 0 }}
          >
            Take down portfolio item
          </Button>
          <EnforcementDialog
            kind="portfolio_takedown"
            subjectId={item.id}
            subject={`“${item.title}”`}
            opened={takingDown}
            onClose={() => setTakingDown(false)}
          />
        </>
      )}
    </Group>
  );
}
