// A small confirmation dialog for removals (docs/product.md#member-details: deleting a field or a contact asks first).
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmModal({ opened, title, message, confirmLabel, cancelLabel, busy, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="sm" centered>
      <Text size="sm">{message}</Text>
      <Group mt="md" justify="flex-end">
        <Button variant="default" size="xs" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button color="red" size="xs" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
