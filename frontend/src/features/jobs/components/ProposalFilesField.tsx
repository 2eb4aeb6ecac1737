import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import type { Attachment } from '../../../api/types';
import { AttachmentPicker } from '../../../components/attachments/AttachmentPicker';
import type { PickedAttachments } from '../../../components/attachments/AttachmentPicker';
import { formatBytes, MAX_ATTACHMENTS } from '../../../lib/attachments';

export type ProposalFilesFieldProps = {
  /** Files the proposal already carries (editing): each may be removed. */
  kept?: Attachment[];
  onRemoveKept?: (id: string) => void;
  onPicked: (picked: PickedAttachments) => void;
  disabled?: boolean;
};

/** A proposal's files: those it carries, and new ones to upload, at most five in all. */
export function ProposalFilesField({ kept = [], onRemoveKept, onPicked, disabled = false }: ProposalFilesFieldProps) {
  return (
    <Stack gap={6}>
      <Text component="span" fz="sm" fw={500}>
        Files (optional)
      </Text>
      <Text fz="xs" c="dimmed">
        A CV, samples or a portfolio: up to {MAX_ATTACHMENTS} files (images, PDF, text, Word or Excel), 10 MB each.
      </Text>
      {kept.length > 0 && (
        <Stack gap={6} role="list" aria-label="Files sent">
          {kept.map((file) => (
            <Group key={file.id} gap="xs" wrap="nowrap" justify="space-between" role="listitem">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" truncate="end" style={{ minWidth: 0 }} title={file.name}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  ({formatBytes(file.bytes)})
                </Text>
              </Group>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onRemoveKept?.(file.id)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <AttachmentPicker onChange={onPicked} max={MAX_ATTACHMENTS - kept.length} disabled={disabled} />
    </Stack>
  );
}
