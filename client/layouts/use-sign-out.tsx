// Signing out from the member frame: while score-sheet entries still wait on this device, a warning first, since
// signing out deletes them (nobody may send them with the next person's session).
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { waitingCommands } from '../routes/score-sheet/outbox';

/** The sign-out links' click handler (instead of following /logout at once) and the warning to render beside them. */
export function useSignOut(): { signOut: (event: MouseEvent) => void; warning: ReactNode } {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(0);

  const signOut = useCallback(
    (event: MouseEvent) => {
      event.preventDefault();
      void waitingCommands()
        // Without IndexedDB there is no queue to lose.
        .catch(() => 0)
        .then((count) => (count > 0 ? setWaiting(count) : navigate('/logout')));
    },
    [navigate],
  );

  const stay = () => setWaiting(0);
  const warning = (
    <Modal opened={waiting > 0} onClose={stay} title={t('signOutWarning.title')} centered>
      <Stack>
        <Text>{t('signOutWarning.text', { count: waiting })}</Text>
        <Text size="sm" c="dimmed">
          {t('signOutWarning.hint')}
        </Text>
        {/* One below the other: the labels are long in every language. */}
        <Stack gap="xs">
          <Button variant="default" onClick={stay} data-autofocus>
            {t('signOutWarning.stay')}
          </Button>
          <Button
            color="red.8"
            onClick={() => {
              setWaiting(0);
              void navigate('/logout');
            }}
          >
            {t('signOutWarning.signOut')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
  return { signOut, warning };
}
