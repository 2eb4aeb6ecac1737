import { Anchor, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { hasLength, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { SavedSearchAlert } from '../../../api/types';
import { getFieldErrors } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import { useCreateSavedSearch } from '../hooks/useSavedSearchMutations';
import { ALERT_OPTIONS, describeSearch, SAVED_SEARCH_NAME_MAX, suggestSearchName, toNewSavedSearch } from '../saved-search-criteria';
import type { SearchToSave } from '../saved-search-criteria';

type SaveSearchDraft = { name: string; alert: SavedSearchAlert };

export type SaveSearchModalProps = {
  opened: boolean;
  onClose: () => void;
  search: SearchToSave;
};

/** Names the search and chooses its alert; the success toast links to the saved searches. */
export function SaveSearchModal({ opened, onClose, search }: SaveSearchModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save search" centered>
      {/* Mounted while open only, so each opening starts from the filters as they are then. */}
      {opened && <SaveSearchForm search={search} onDone={onClose} />}
    </Modal>
  );
}

function SaveSearchForm({ search, onDone }: { search: SearchToSave; onDone: () => void }) {
  const navigate = useNavigate();
  const form = useForm<SaveSearchDraft>({
    name: 'save-search',
    initialValues: { name: suggestSearchName(search), alert: 'instant' },
    validate: { name: hasLength({ min: 1, max: SAVED_SEARCH_NAME_MAX }, `Give it a name of 1 to ${SAVED_SEARCH_NAME_MAX} characters`) },
    transformValues: (values) => ({ ...values, name: values.name.trim() }),
  });
  const save = useCreateSavedSearch({
    onSuccess: () => {
      // The toast sits outside the router: its link navigates through this screen's.
      const handleOpenList = (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        void navigate({ to: '/saved-searches' });
      };
      notifySuccess({
        title: 'Search saved',
        description: (
          <Anchor href="/saved-searches" onClick={handleOpenList} fz="sm">
            See your saved searches
          </Anchor>
        ),
      });
      onDone();
    },
  });

  const handleSubmit = form.onSubmit(
    ({ name, alert }) =>
      save.mutate(toNewSavedSearch(search, name, alert), {
        onError: (error) => form.setErrors(getFieldErrors(error, ['name'] as const)),
      }),
    () => form.getInputNode('name')?.focus(),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {describeSearch(search).join(' · ')}
        </Text>
        <TextInput label="Name" required maxLength={SAVED_SEARCH_NAME_MAX} disabled={save.isPending} {...form.getInputProps('name')} />
        <Radio.Group label="Alert" {...form.getInputProps('alert')}>
          <Stack gap="xs" mt={6}>
            {ALERT_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
                disabled={save.isPending}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
