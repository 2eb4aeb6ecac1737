import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { Offer } from '../../../api/types';
import { OfferTermsSummary } from '../../../components/OfferTermsSummary';
import { useOfferAction } from '../hooks/useOfferMutations';
import { toOfferValues } from '../offer-form';
import { applicationOffersQueryOptions, openOffer } from '../offers-api';
import { OfferForm } from './OfferForm';

export type OffersPanelProps = {
  applicationId: string;
  /** The viewer's side: the job's owner makes the first offer. */
  viewer: 'client' | 'freelancer';
  /** Only a pending application takes offers and answers. */
  pending: boolean;
  /** A label for the modal's title (the job, or the applicant). */
  subject: string;
};

const STATUS_COLORS: Record<Offer['status'], string> = {
  open: 'blue',
  countered: 'gray',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'gray',
};

/** Opens the application's offers: every version, and the answers the viewer may give. */
export function OffersPanel({ applicationId, viewer, pending, subject }: OffersPanelProps) {
  // An email's link names the application whose offers to show. Read from the router, not the
  // window: the server draws this screen too, and has none (decision 0083).
  const offerInAddress = useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('offer') });
  const [opened, setOpened] = useState(() => offerInAddress === applicationId);
  const offers = useQuery({ ...applicationOffersQueryOptions(applicationId), enabled: opened || viewer === 'freelancer' });
  const count = offers.data?.length ?? 0;
  const waiting = offers.data && openOffer(offers.data);
  if (viewer === 'freelancer' && count === 0 && !opened) return null;
  return (
    <>
      <Button variant={waiting && !waiting.yours ? 'filled' : 'light'} onClick={() => setOpened(true)}>
        {viewer === 'client' && count === 0 ? 'Make offer' : waiting && !waiting.yours ? 'Answer offer' : 'Offers'}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Offers: ${subject}`} size="lg">
        {opened && <OffersBody applicationId={applicationId} viewer={viewer} pending={pending} offers={offers.data ?? []} />}
      </Modal>
    </>
  );
}

function OffersBody({ applicationId, viewer, pending, offers }: Omit<OffersPanelProps, 'subject'> & { offers: Offer[] }) {
  const [editing, setEditing] = useState<'new' | Offer | null>(null);
  const [declining, setDeclining] = useState<Offer | null>(null);
  const [note, setNote] = useState('');
  const action = useOfferAction(applicationId, {
    onDone: () => {
      setEditing(null);
      setDeclining(null);
      setNote('');
    },
  });
  const waiting = openOffer(offers);
  const canMakeNew = viewer === 'client' && pending && !waiting && !offers.some((offer) => offer.status === 'accepted');

  if (editing)
    return (
      <OfferForm
        initialValues={editing === 'new' ? undefined : toOfferValues(editing)}
        submitLabel={editing === 'new' ? 'Send offer' : 'Send counter-offer'}
        submitting={action.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(terms) =>
          action.mutate(editing === 'new' ? { kind: 'make', applicationId, terms } : { kind: 'counter', offerId: editing.id, terms })
        }
      />
    );

  return (
    <Stack gap="md">
      {offers.length === 0 && <Text c="dimmed">No offer yet.</Text>}
      {canMakeNew && (
        <Button onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
          {offers.length === 0 ? 'Make an offer' : 'Make a new offer'}
        </Button>
      )}
      {offers.map((offer) => (
        <Card key={offer.id} withBorder component="section" aria-label={`Version ${offer.version}`} data-testid="offer-version">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} fz="md">
                Version {offer.version} ·{' '}
                {offer.yours ? 'your offer' : offer.proposedBy === 'client' ? "the client's offer" : "the freelancer's offer"}
              </Title>
              <Badge color={STATUS_COLORS[offer.status]} variant="light" c="var(--mantine-color-text)">
                {offer.status}
              </Badge>
            </Group>
            <OfferTermsSummary offer={offer} />
            {offer.decisionNote && <Text fz="sm">Declined: “{offer.decisionNote}”</Text>}
            {offer.status === 'open' && pending && (
              <Group gap="xs" justify="flex-end">
                {offer.yours ? (
                  <Button
                    variant="default"
                    color="red"
                    loading={action.isPending}
                    onClick={() => action.mutate({ kind: 'withdraw', offerId: offer.id })}
                  >
                    Withdraw
                  </Button>
                ) : (
                  <>
                    <Button variant="default" color="red" disabled={action.isPending} onClick={() => setDeclining(offer)}>
                      Decline
                    </Button>
                    <Button variant="light" disabled={action.isPending} onClick={() => setEditing(offer)}>
                      Counter
                    </Button>
                    <Button loading={action.isPending} onClick={() => action.mutate({ kind: 'accept', offerId: offer.id })}>
                      Accept
                    </Button>
                  </>
                )}
              </Group>
            )}
            {declining?.id === offer.id && (
              <Stack gap="xs">
                <Textarea label="Why (optional)" value={note} maxLength={2000} onChange={(event) => setNote(event.currentTarget.value)} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setDeclining(null)}>
                    Keep it
                  </Button>
                  <Button
                    color="red"
                    loading={action.isPending}
                    onClick={() => action.mutate({ kind: 'decline', offerId: offer.id, note: note.trim() || undefined })}
                  >
                    Decline offer
                  </Button>
                </Group>
              </Stack>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
