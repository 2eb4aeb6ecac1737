import { Button, Container, Stack, Tabs } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { ButtonLink } from '../../../components/links';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { PageLoader } from '../../../components/PageLoader';
import { defaultInvitationBox, invitationsQueryOptions } from '../api';
import type { InvitationBox } from '../api';
import { InvitationCard } from './InvitationCard';

export type InvitationsPageProps = {
  /** The signed-in user's role picks the tab shown first. */
  role: User['role'];
};

/** Invitations to job offers (decision 0071): those received (a freelancer's) and those sent (a client's). */
export function InvitationsPage({ role }: InvitationsPageProps) {
  const [box, setBox] = useState<InvitationBox>(defaultInvitationBox(role));
  const handleChange = (value: string | null) => {
    if (value === 'received' || value === 'sent') setBox(value);
  };

  return (
    <Container size="md" py="xl">
      <Tabs value={box} onChange={handleChange} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="received">Received</Tabs.Tab>
          <Tabs.Tab value="sent">Sent</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="received">
          <InvitationList box="received" />
        </Tabs.Panel>
        <Tabs.Panel value="sent">
          <InvitationList box="sent" />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

const EMPTY: Record<InvitationBox, { title: string; description: string; action: { label: string; to: string } }> = {
  received: {
    title: 'No invitations yet',
    description: 'Clients can invite you to their jobs from your profile. A complete profile is found more often.',
    action: { label: 'Browse Jobs', to: '/jobs' },
  },
  sent: {
    title: 'No invitations sent',
    description: 'Invite a freelancer to one of your open jobs from their profile or from Find Freelancers.',
    action: { label: 'Find Freelancers', to: '/freelancers' },
  },
};

/** One box, a page at a time. */
function InvitationList({ box }: { box: InvitationBox }) {
  const query = useInfiniteQuery(invitationsQueryOptions(box));
  const invitations = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <PageLoader />;
  if (query.isError && invitations.length === 0) {
    return (
      <EmptyState title="The invitations could not be loaded" description="Please try again.">
        <Button variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (invitations.length === 0) {
    const empty = EMPTY[box];
    return (
      <EmptyState title={empty.title} description={empty.description} icon={<IconMailForward size={28} aria-hidden />}>
        <ButtonLink to={empty.action.to} variant="default">
          {empty.action.label}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <Stack
        gap="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={box === 'received' ? 'Invitations received' : 'Invitations sent'}
      >
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} box={box} />
          </li>
        ))}
      </Stack>
      <MorePagesFooter query={query} />
    </Stack>
  );
}
