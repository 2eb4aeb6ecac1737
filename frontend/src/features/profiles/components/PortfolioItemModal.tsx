import { Button, Checkbox, FileInput, Group, Modal, Progress, Stack, Textarea, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getFieldErrors } from '../../../api/errors';
import type { PortfolioItem } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { addPortfolioItem, editPortfolioItem, PORTFOLIO_LIMITS, profileKeys } from '../api';
import { imageFileProblem, NOT_AN_IMAGE_MESSAGE, uploadFailureMessage, uploadPortfolioImage } from '../upload';

type PortfolioDraft = {
  title: string;
  description: string;
  image: File | null;
  /** Drops the item's current image (when no new one is chosen). */
  removeImage: boolean;
};

const PORTFOLIO_DRAFT_FIELDS = ['title', 'description'] as const;

/** A chosen image the server would refuse is marked at once, before anything is sent. */
function imageRule(file: File | null): string | null {
  if (!file) return null;
  const problem = imageFileProblem(file);
  if (problem === 'too-large') return 'Portfolio image must be less than 5MB';
  if (problem === 'not-an-image') return NOT_AN_IMAGE_MESSAGE;
  return null;
}

export type PortfolioItemModalProps = {
  /** The item to edit; null adds a new one. */
  item: PortfolioItem | null;
  opened: boolean;
  onClose: () => void;
};

export function PortfolioItemModal({ item, opened, onClose }: PortfolioItemModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={item ? 'Edit portfolio item' : 'Add portfolio item'} size="lg" centered>
      {/* Mounted only while open, so each opening starts from the saved item. */}
      {opened && <PortfolioItemForm item={item} onDone={onClose} />}
    </Modal>
  );
}

function PortfolioItemForm({ item, onDone }: { item: PortfolioItem | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const form = useForm<PortfolioDraft>({
    name: 'portfolio-item',
    initialValues: { title: item?.title ?? '', description: item?.description ?? '', image: null, removeImage: false },
    validate: { title: isNotEmpty('Title is required'), image: imageRule },
    validateInputOnChange: ['image'],
  });

  const save = useMutation({
    mutationFn: async (draft: PortfolioDraft) => {
      // The image goes to storage first; saving the item with its objectPath publishes it.
      if (draft.image) setUploadProgress(0);
      const imageObjectPath = draft.image ? await uploadPortfolioImage(draft.image, setUploadProgress) : undefined;
      const fields = { title: draft.title.trim(), description: draft.description.trim() || null, imageObjectPath };
      return item ? editPortfolioItem({ itemId: item.id, input: { ...fields, removeImage: draft.removeImage } }) : addPortfolioItem(fields);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.portfolio(saved.userId) });
      notifySuccess({ title: item ? 'Portfolio item updated' : 'Portfolio item added' });
      onDone();
    },
    onError: (error) => {
      setUploadProgress(null);
      form.setErrors(getFieldErrors(error, PORTFOLIO_DRAFT_FIELDS));
      notifyError({
        title: item ? 'Failed to update portfolio item' : 'Failed to add portfolio item',
        description: uploadFailureMessage(error),
      });
    },
  });

  const handleInvalid = (errors: FormErrors) => {
    const [firstInvalid] = Object.keys(errors);
    form.getInputNode(firstInvalid as keyof PortfolioDraft)?.focus();
  };

  return (
    <form onSubmit={form.onSubmit((draft) => save.mutate(draft), handleInvalid)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          maxLength={PORTFOLIO_LIMITS.title}
          disabled={save.isPending}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={PORTFOLIO_LIMITS.description}
          disabled={save.isPending}
          {...form.getInputProps('description')}
        />
        <FileInput
          label="Image"
          description="JPEG, PNG, WebP or GIF, up to 5 MB."
          placeholder={item?.imageUrl ? 'Replace the current image' : 'Choose an image'}
          accept="image/*"
          clearable
          leftSection={<IconPhoto size={16} aria-hidden />}
          // Shown as text, not as an input's placeholder, so it needs the contrast of text.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          disabled={save.isPending}
          {...form.getInputProps('image')}
        />
        {item?.imageUrl && !form.values.image && (
          <Checkbox
            label="Remove the current image"
            disabled={save.isPending}
            {...form.getInputProps('removeImage', { type: 'checkbox' })}
          />
        )}
        {save.isPending && uploadProgress !== null && <Progress value={uploadProgress} aria-label="Image upload progress" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save Changes' : 'Add item'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
