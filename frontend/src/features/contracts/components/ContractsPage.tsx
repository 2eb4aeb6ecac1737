import { Card, Container, Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, fullName } from '../../../lib/format';
import { activeFirst, myContractsQueryOptions, otherParty } from '../api';
import { SuspendedBadge } from './SuspendedBadge';

/** The caller's contracts, a page at a time; of those loaded, the active ones first. */
export function ContractsPage() {
  const query = useSuspenseInfiniteQuery(myContractsQueryOptions());
  const contracts = activeFirst(query.data.pages.flatMap((page) => page.items));

  if (contracts.length === 0) {
    return (
      <Container size="md" py="xl">
        <EmptyState
          title="No contracts yet"
          description="A contract starts when a client accepts an application."
          icon={<IconFileText size={28} aria-hidden />}
        >
          <ButtonLink to="/jobs" variant="default">
            Browse Jobs
          </ButtonLink>
        </EmptyState>
      </Container>
    );
  }

  return (
    <Container size="md" py="lg">
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {contracts.map((contract) => (
          <Card component="li" key={contract.id} withBorder>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <AnchorLink to="/contracts/$contractId" params={{ contractId: contract.id }} fw={600}>
                  {contract.jobTitle}
                </AnchorLink>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {contract.viewerRole === 'client' ? 'Worker' : 'Client'}: {fullName(otherParty(contract, contract.viewerRole))}
                  </Text>
                  {otherParty(contract, contract.viewerRole).isSuspended && <SuspendedBadge />}
                </Group>
                <Text size="xs" c="dimmed">
                  Started {formatDate(contract.createdAt)}
                  {contract.completedAt ? ` · Completed ${formatDate(contract.completedAt)}` : ''}
                </Text>
              </div>
              <StatusBadge status={contract.status} />
            </Group>
          </Card>
        ))}
      </Stack>
      <MorePagesFooter query={query} />
    </Container>
  );
}
