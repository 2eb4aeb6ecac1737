import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { AdminDispute, AdminDisputeContext } from '../../../api/types';
import { OfferTermsSummary } from '../../../components/OfferTermsSummary';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, fullName } from '../../../lib/format';
import { disputeContextQueryOptions } from '../api';
import { ConversationExcerpt } from './ConversationExcerpt';

/**
 * The contract's terms and dates and the parties' conversation, loaded when the administrator asks
 * for them (each reading of the conversation is recorded in the audit log, and the card says so).
 */
export function DisputeContext({ dispute }: { dispute: AdminDispute }) {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button variant="default" size="xs" aria-expanded={opened} onClick={() => setOpened((was) => !was)}>
          {opened ? 'Hide contract and conversation' : 'Show contract and conversation'}
        </Button>
        <Text fz="xs" c="dimmed">
          Reading the conversation is recorded in the audit log.
        </Text>
      </Group>
      {opened && <DisputeContextBody disputeId={dispute.id} />}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Text component="div" fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

type Person = AdminDisputeContext['client'];

function personName(person: Person): string {
  if (!person) return 'A deleted account';
  return person.username ? `${fullName(person)} (@${person.username})` : fullName(person);
}

function DisputeContextBody({ disputeId }: { disputeId: string }) {
  const query = useInfiniteQuery(disputeContextQueryOptions(disputeId));
  if (query.isPending) return <Loader size="sm" role="status" aria-label="Loading the contract and conversation" />;
  if (query.isError) {
    return (
      <Text fz="sm" c="red">
        The contract and conversation could not be loaded: {getErrorMessage(query.error)}
      </Text>
    );
  }
  const [newest] = query.data.pages;
  const { contract, job, client, freelancer } = newest;
  // The first page holds the newest messages, each next page older ones: oldest first on screen.
  const messages = [...query.data.pages].reverse().flatMap((page) => page.conversation?.messages ?? []);
  return (
    <Stack gap="sm">
      {contract ? (
        <Stack gap={6}>
          <Group gap="xs">
            <Text fz="sm" fw={600}>
              Contract
            </Text>
            <StatusBadge status={contract.status} size="sm" />
          </Group>
          <Text fz="xs" c="dimmed">
            Started {formatDate(contract.startedAt)}
            {contract.completedAt && ` · completed ${formatDate(contract.completedAt)}`}
          </Text>
          {/* The terms as both parties see them on the contract: the accepted offer (its notes are the
              free-text terms), or the terms alone on a contract made before offers. */}
          {contract.offer ? (
            <Stack gap={2}>
              <Text fz="xs" c="dimmed">
                Terms: the accepted offer, version {contract.offer.version}
              </Text>
              <OfferTermsSummary offer={contract.offer} />
            </Stack>
          ) : (
            <Field label="Terms">{contract.terms}</Field>
          )}
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          The contract no longer exists.
        </Text>
      )}
      {job && <Field label={`Job post “${job.title}” (as it is now)`}>{job.description}</Field>}
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        Client: {personName(client)} · Worker: {personName(freelancer)}
      </Text>
      <Text fz="sm" fw={600}>
        Their conversation
      </Text>
      {newest.conversation && messages.length > 0 ? (
        <>
          {query.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              Show earlier messages
            </Button>
          )}
          <ConversationExcerpt messages={messages} people={[client, freelancer]} label="The parties’ conversation" />
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          The parties have not written to each other.
        </Text>
      )}
    </Stack>
  );
}
