// The one confirmation dialog of a step that cannot be taken back (start, reset, ruling, finish, undo): what it does,
// optionally a reason the step requires, cancel and confirm side by side.
import { Button, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmReason {
  label: string;
  description?: string;
  testId?: string;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  reason,
  confirmLabel,
  confirmColor = 'red.8',
  confirmTestId,
  saving,
  size,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: ReactNode;
  /** What the step does (the game it concerns, its consequence). */
  children: ReactNode;
  /** Asked for (and required) when given; the confirm passes it trimmed, '' without one. */
  reason?: ConfirmReason;
  confirmLabel: ReactNode;
  confirmColor?: string;
  confirmTestId?: string;
  saving: boolean;
  /** 'lg' at the table (big touch targets). */
  size?: 'lg';
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('common');
  const [text, setText] = useState('');
  // Each opening starts with an empty reason (adjusted while rendering, as React advises for state that follows a prop).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setText('');
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {children}
        {reason && (
          <TextInput
            size={size}
            label={reason.label}
            description={reason.description}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={300}
            required
            data-testid={reason.testId}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Button size={size} variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            size={size}
            color={confirmColor}
            loading={saving}
            disabled={reason !== undefined && text.trim() === ''}
            onClick={() => onConfirm(text.trim())}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
