import { Button, Group, Modal, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The colour of the confirm button, e.g. red for something that cannot be undone. */
  color?: MantineColor;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action is taken. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel = 'Confirm',
  color,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Back
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
