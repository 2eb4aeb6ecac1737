import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPaperclip, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import type { Attachment } from '../../api/types';
import {
  ATTACHMENT_ACCEPT,
  formatBytes,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  newClientKey,
  uploadAttachment,
} from '../../lib/attachments';

/** What the picker tells its form after every change. */
export type PickedAttachments = {
  /** The uploaded files' ids, in the order they were picked: what the form sends as attachmentIds. */
  ids: string[];
  /** A file is still uploading: the form should wait before sending. */
  uploading: boolean;
  /** A file failed (the user may retry or remove it): the form should not send without it unnoticed. */
  failed: boolean;
};

export type AttachmentPickerProps = {
  /** Hears the ready ids and the state after each pick, progress step's end, retry or removal. */
  onChange: (picked: PickedAttachments) => void;
  /** The most files (MAX_ATTACHMENTS, 5, by default). */
  max?: number;
  /** The button's words ("Attach files" by default); "compact" shows a paperclip icon only, named by it. */
  label?: string;
  compact?: boolean;
  disabled?: boolean;
};

type Picked = {
  localId: string;
  file: File;
  /** Made once for the file and sent on every retry: the server stores it once. */
  clientKey: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  error: string | null;
  /** Whether Retry may help (not for a file too large or of a refused type). */
  retryable: boolean;
  attachment: Attachment | null;
};

/**
 * Picks up to `max` files and uploads each at once, showing its progress, its error with Retry,
 * and a button to remove it. The form reads the ready ids through onChange; to start afresh after
 * sending, give the picker a new `key`.
 */
export function AttachmentPicker({
  onChange,
  max = MAX_ATTACHMENTS,
  label = 'Attach files',
  compact = false,
  disabled = false,
}: AttachmentPickerProps) {
  const [items, setItems] = useState<Picked[]>([]);
  const resetRef = useRef<() => void>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    onChangeRef.current({
      ids: items.flatMap((item) => (item.attachment ? [item.attachment.id] : [])),
      uploading: items.some((item) => item.status === 'uploading'),
      failed: items.some((item) => item.status === 'failed'),
    });
  }, [items]);

  const update = (localId: string, change: Partial<Picked>) =>
    setItems((current) => current.map((item) => (item.localId === localId ? { ...item, ...change } : item)));

  const start = (item: Picked) => {
    update(item.localId, { status: 'uploading', progress: 0, error: null });
    uploadAttachment(item.file, item.clientKey, (progress) => update(item.localId, { progress })).then(
      (attachment) => update(item.localId, { status: 'done', progress: 100, attachment }),
      (error: unknown) => {
        const status = (error as { status?: number }).status;
        update(item.localId, {
          status: 'failed',
          error: getErrorMessage(error, 'The upload was interrupted'),
          retryable: status === undefined || status >= 500 || status === 429 || status === 408,
        });
      },
    );
  };

  const pick = (files: File[]) => {
    resetRef.current?.();
    const room = Math.max(0, max - items.length);
    const added: Picked[] = files.slice(0, room).map((file) => {
      const tooLarge = file.size > MAX_ATTACHMENT_BYTES;
      return {
        localId: newClientKey(),
        file,
        clientKey: newClientKey(),
        status: tooLarge ? 'failed' : 'uploading',
        progress: 0,
        error: tooLarge ? `${file.name} is larger than 10 MB` : null,
        retryable: false,
        attachment: null,
      };
    });
    setItems((current) => [...current, ...added]);
    for (const item of added) if (item.status === 'uploading') start(item);
  };

  const full = items.length >= max;
  return (
    <Stack gap={6}>
      {items.length > 0 && (
        <Stack gap={6} aria-label="Attached files" role="list">
          {items.map((item) => (
            <Stack key={item.localId} gap={2} role="listitem" data-upload={item.status}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                {/* A long name is cut, its size never: the size is how one tells two cut names apart. */}
                <Group gap={4} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" truncate="end" style={{ minWidth: 0 }} title={item.file.name}>
                    {item.file.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    ({formatBytes(item.file.size)})
                  </Text>
                </Group>
                {item.status === 'failed' && item.retryable && (
                  <Button size="compact-xs" leftSection={<IconRefresh size={12} aria-hidden />} onClick={() => start(item)}>
                    Retry
                  </Button>
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove ${item.file.name}`}
                  onClick={() => setItems((current) => current.filter((other) => other.localId !== item.localId))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
              {item.status === 'uploading' && (
                <Progress value={item.progress} size="sm" aria-label={`Uploading ${item.file.name}`} animated={item.progress < 100} />
              )}
              {item.status === 'failed' && (
                <Group gap={4} wrap="nowrap">
                  <IconAlertCircle size={14} color="var(--mantine-color-red-text)" aria-hidden />
                  <Text size="xs" c="red" role="alert">
                    {item.error}
                  </Text>
                </Group>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <FileButton onChange={pick} accept={ATTACHMENT_ACCEPT} multiple resetRef={resetRef} disabled={disabled || full}>
        {(props) =>
          compact ? (
            <ActionIcon
              {...props}
              variant="default"
              size="lg"
              aria-label={full ? `${label} (at most ${max})` : label}
              disabled={disabled || full}
            >
              <IconPaperclip size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              disabled={disabled || full}
              // As wide as its words, not the whole form.
              style={{ alignSelf: 'flex-start' }}
            >
              {full ? `${label} (at most ${max})` : label}
            </Button>
          )
        }
      </FileButton>
    </Stack>
  );
}
