import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { hasLength, useForm } from '@mantine/form';
import type { SavedSearch } from '../../../api/types';
import { getFieldErrors } from '../../../api/errors';
import { useChangeSavedSearch } from '../hooks/useSavedSearchMutations';
import { SAVED_SEARCH_NAME_MAX } from '../saved-search-criteria';

export type RenameSavedSearchModalProps = { opened: boolean; onClose: () => void; search: SavedSearch };

export function RenameSavedSearchModal({ opened, onClose, search }: RenameSavedSearchModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Rename saved search" centered>
      {opened && <RenameForm search={search} onDone={onClose} />}
    </Modal>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const form = useForm({
    name: 'rename-saved-search',
    initialValues: { name: search.name },
    validate: { name: hasLength({ min: 1, max: SAVED_SEARCH_NAME_MAX }, `Give it a name of 1 to ${SAVED_SEARCH_NAME_MAX} characters`) },
    transformValues: (values) => ({ name: values.name.trim() }),
  });
  const rename = useChangeSavedSearch({ onSuccess: onDone });

  const handleSubmit = form.onSubmit(
    ({ name }) => rename.mutate({ id: search.id, name }, { onError: (error) => form.setErrors(getFieldErrors(error, ['name'] as const)) }),
    () => form.getInputNode('name')?.focus(),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          disabled={rename.isPending}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending}>
            Rename
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
