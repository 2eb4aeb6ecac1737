import { Alert, Button, Card, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { PortfolioItem } from '../../../api/types';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { ContentAppeal } from '../../../components/ContentAppeal';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PORTFOLIO_LIMITS, portfolioQueryOptions, profileKeys, removePortfolioItem } from '../api';
import { PortfolioItemModal } from './PortfolioItemModal';

export type PortfolioCardProps = {
  userId: string;
  /** The owner adds, edits and removes items. */
  isOwner: boolean;
  /** Nothing is shown until there are items (a client's profile: a portfolio is a freelancer's). */
  hiddenWhenEmpty?: boolean;
};

/** The user's work samples, newest first. */
export function PortfolioCard({ userId, isOwner, hiddenWhenEmpty = false }: PortfolioCardProps) {
  const queryClient = useQueryClient();
  const { data: items, isPending, isError } = useQuery(portfolioQueryOptions(userId));
  // The item in the form ('new' for one being added), and the one whose removal is being confirmed.
  const [editing, setEditing] = useState<PortfolioItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<PortfolioItem | null>(null);
  const isFull = (items?.length ?? 0) >= PORTFOLIO_LIMITS.items;

  const remove = useMutation({
    mutationFn: (item: PortfolioItem) => removePortfolioItem(item.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.portfolio(userId) });
      setRemoving(null);
      notifySuccess({ title: 'Portfolio item removed' });
    },
    onError: (error) => {
      setRemoving(null);
      notifyError({ title: 'Failed to remove portfolio item', description: getErrorMessage(error) });
    },
  });

  if (hiddenWhenEmpty && !items?.length) return null;

  return (
    <Card>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          Portfolio
        </Title>
        {isOwner && (
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')} disabled={!items || isFull}>
            Add item
          </Button>
        )}
      </Group>
      {isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {isError && (
        <Text fz="sm" c="dimmed">
          The portfolio could not be loaded.
        </Text>
      )}
      {isOwner && isFull && (
        <Text fz="sm" c="dimmed" mb="sm">
          Your portfolio is full ({PORTFOLIO_LIMITS.items} items): remove an item to add another.
        </Text>
      )}
      {items?.length === 0 && (
        <Text fz="sm" c="dimmed">
          {isOwner ? 'Show your work: add screenshots, samples or results.' : 'No portfolio items yet.'}
        </Text>
      )}
      {items && items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {items.map((item) => (
            <PortfolioItemCard
              key={item.id}
              item={item}
              isOwner={isOwner}
              onEdit={() => setEditing(item)}
              onRemove={() => setRemoving(item)}
            />
          ))}
        </SimpleGrid>
      )}
      {isOwner && (
        <>
          <PortfolioItemModal item={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
          <ConfirmModal
            opened={removing !== null}
            title="Remove this portfolio item?"
            message={`"${removing?.title ?? ''}" will be removed from your portfolio.`}
            confirmLabel="Remove"
            color="red"
            loading={remove.isPending}
            onConfirm={() => removing && remove.mutate(removing)}
            onClose={() => setRemoving(null)}
          />
        </>
      )}
    </Card>
  );
}

type PortfolioItemCardProps = {
  item: PortfolioItem;
  isOwner: boolean;
  onEdit: () => void;
  onRemove: () => void;
};

function PortfolioItemCard({ item, isOwner, onEdit, onRemove }: PortfolioItemCardProps) {
  return (
    <Card component="article" withBorder padding="sm" aria-label={item.title}>
      {/* Only the owner (and administrators) get a taken-down item from the server. */}
      {item.takenDown && (
        <Alert color="red" variant="light" title="Taken down by an administrator" icon={<IconAlertTriangle size={18} />} mb="sm">
          <Stack gap="xs">
            <div>
              <Text fz="sm">Reason: {item.takenDown.reason}</Text>
              <Text fz="sm" c="dimmed">
                On {formatDate(item.takenDown.at)}. Only you can see this item now; it cannot be edited.
              </Text>
            </div>
            {isOwner && <ContentAppeal subjectId={item.id} subject="the takedown of this item" />}
          </Stack>
        </Alert>
      )}
      {item.imageUrl && (
        <Card.Section mb="sm">
          <Image src={item.imageUrl} alt={item.title} h={180} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Title>
        {item.description && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
        )}
      </Stack>
      {isOwner && (
        <Group gap="xs" mt="sm">
          {/* A taken-down item stays as it was judged (decision 0065): it is read, removed or appealed. */}
          {!item.takenDown && (
            <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${item.title}`}>
              Edit
            </Button>
          )}
          <Button variant="default" color="red" size="xs" onClick={onRemove} aria-label={`Remove ${item.title}`}>
            Remove
          </Button>
        </Group>
      )}
    </Card>
  );
}
