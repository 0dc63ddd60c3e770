// Signing with the signature PIN (a line-up confirmation, a referee's signature): a wrong PIN or too many tries are
// said inside the dialog, not by sending the signer to the login page.
import { Alert, Button, Modal, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { errorText } from '../../api/error-handler';

interface Props {
  opened: boolean;
  title: string;
  text: string;
  onClose: () => void;
  /** Signs; the call passes `ownErrors` so that 401 and 429 come back here. */
  onSign: (pin: string) => Promise<unknown>;
}

export const PIN_OWN_ERRORS = (error: ApiError) => error.status === 0 || error.status === 401 || error.status === 429;

export function PinModal({ opened, title, text, onClose, onSign }: Props) {
  const { t } = useTranslation('sheet');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPin('');
    setError(null);
    onClose();
  };

  const valid = /^\d{4,12}$/.test(pin);

  const sign = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSign(pin);
      close();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 0) setError(t('needsNetwork'));
      else if (caught instanceof ApiError && caught.status === 429) setError(t('pin.tooMany'));
      else if (caught instanceof ApiError && caught.status === 401) setError(t('pin.wrong'));
      else if (caught instanceof ApiError) setError(errorText(caught));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>{title}</Text>} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void sign();
        }}
      >
        <Stack>
          <Text>{text}</Text>
          <PasswordInput
            size="lg"
            label={t('pin.label')}
            description={t('pin.hint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
            data-autofocus
            data-testid="pin-input"
          />
          {error && (
            <Alert color="red" variant="light" data-testid="pin-error">
              {error}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Button size="lg" variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button size="lg" type="submit" disabled={!valid} loading={busy} data-testid="pin-sign">
              {t('pin.sign')}
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
    </Modal>
  );
}
