import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SavedSearch } from '../../../api/types';
import { getErrorMessage } from '../../../api/errors';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { formatRelativeTime } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useChangeSavedSearch, useDeleteSavedSearch } from '../hooks/useSavedSearchMutations';
import { openSavedSearch } from '../open-saved-search';
import { ALERT_OPTIONS, describeSearch, isSavedSearchAlert, searchOf } from '../saved-search-criteria';
import { RenameSavedSearchModal } from './RenameSavedSearchModal';

const ALERT_SELECT_OPTIONS = ALERT_OPTIONS.map(({ value, label }) => ({ value, label }));
const KIND_LABELS: Record<SavedSearch['kind'], string> = { jobs: 'Jobs', freelancers: 'Freelancers' };

/** One saved search: what it looks for, its new matches, its alert (changed at once), and Open, Rename, Delete. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [renameOpened, renameModal] = useDisclosure(false);
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch({ onSuccess: deleteModal.close });
  const summary = describeSearch(searchOf(search)).join(' · ');

  const handleAlertChange = (value: string | null) => {
    if (isSavedSearchAlert(value) && value !== search.alert) change.mutate({ id: search.id, alert: value });
  };
  const handleOpen = async () => {
    setOpening(true);
    try {
      const destination = await openSavedSearch(queryClient, search.id);
      await (destination.to === '/jobs'
        ? navigate({ to: destination.to, search: destination.search })
        : navigate({ to: destination.to, search: destination.search }));
    } catch (error) {
      notifyError({ title: 'Failed to open saved search', description: getErrorMessage(error) });
      setOpening(false);
    }
  };

  return (
    <Card component="article" aria-label={search.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {search.name}
              </Title>
              {search.newCount > 0 && (
                <Badge variant="filled" size="sm">
                  {search.newCount} new
                </Badge>
              )}
            </Group>
            <Text fz="sm" c="dimmed">
              {KIND_LABELS[search.kind]} · {summary}
            </Text>
            <Text fz="xs" c="dimmed">
              {search.lastVisitedAt
                ? `Last opened ${formatRelativeTime(search.lastVisitedAt)}`
                : `Saved ${formatRelativeTime(search.createdAt)}`}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label="Alert"
            data={ALERT_SELECT_OPTIONS}
            value={search.alert}
            onChange={handleAlertChange}
            allowDeselect={false}
            disabled={change.isPending}
            w={170}
          />
          <Group gap="xs">
            <Button variant="default" onClick={renameModal.open} aria-haspopup="dialog">
              Rename
            </Button>
            <Button variant="default" onClick={deleteModal.open} aria-haspopup="dialog">
              Delete
            </Button>
            <Button onClick={() => void handleOpen()} loading={opening}>
              Open
            </Button>
          </Group>
        </Group>
      </Stack>
      <RenameSavedSearchModal opened={renameOpened} onClose={renameModal.close} search={search} />
      <ConfirmModal
        opened={deleteOpened}
        title="Delete saved search?"
        message={`“${search.name}” and its alerts will be gone.`}
        confirmLabel="Delete"
        color="red"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(search.id)}
        onClose={deleteModal.close}
      />
    </Card>
  );
}
