import { Badge, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { fullName } from '../../../lib/format';
import { LIMITS } from '../../../lib/limits';
import { getRoleLabel } from '../../../lib/roles';
import { peopleQueryOptions } from '../api';

/** How long typing pauses before the search is sent. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

/** Every account, newest first, narrowed by a search on name, username or email; each opens the account's page. */
export function PeopleList() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  // The previous results stay while the next ones load, so the list does not blink at each key.
  const query = useInfiniteQuery({ ...peopleQueryOptions(debouncedSearch), placeholderData: keepPreviousData });
  const people = query.data?.pages.flat() ?? [];

  return (
    <Stack gap="md">
      <TextInput
        label="Search people"
        placeholder="Name, email or username"
        type="search"
        maxLength={LIMITS.adminUsers.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={query.isFetching && !query.isFetchingNextPage ? <Loader size="xs" role="status" aria-label="Searching" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {query.isPending ? (
        <Loader mx="auto" role="status" aria-label="Loading" />
      ) : people.length === 0 && !query.isError ? (
        <EmptyState
          title="No one found"
          description={debouncedSearch ? `No account's name, email or username holds "${debouncedSearch}".` : undefined}
          icon={<IconUsers size={28} aria-hidden />}
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="People" style={{ listStyle: 'none' }}>
          {people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </Stack>
      )}
      <MorePagesFooter query={query} />
    </Stack>
  );
}

function PersonRow({ person }: { person: AdminUser }) {
  const name = fullName(person);
  return (
    <Card component="li" padding="sm" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
          <AnchorLink to="/admin/users/$userId" params={{ userId: person.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </AnchorLink>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {person.username ? `@${person.username} · ` : ''}
            {person.email}
          </Text>
        </Stack>
        <PersonBadges person={person} />
      </Group>
    </Card>
  );
}

/** The role and what sets the account apart: verified, suspended, two-factor sign-in, deleted. */
export function PersonBadges({ person }: { person: AdminUser }) {
  return (
    <Group gap={6}>
      <Badge size="sm" variant="light" color="gray">
        {getRoleLabel(person.role)}
      </Badge>
      {person.isVerified && <VerifiedBadge size="sm" />}
      {person.suspension && (
        <Badge size="sm" color="red" variant="filled">
          Suspended
        </Badge>
      )}
      {person.twoFactorEnabled && (
        <Badge size="sm" variant="outline" title="Two-factor sign-in is on">
          2FA
        </Badge>
      )}
      {person.deleted && (
        <Badge size="sm" variant="light" color="gray">
          Deleted
        </Badge>
      )}
    </Group>
  );
}
