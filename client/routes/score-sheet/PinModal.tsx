// Signing with the signature PIN (a line-up confirmation, a referee's signature): a wrong PIN or too many tries are
// said inside the dialog, not by sending the signer to the login page; the wait after too many counts down, and a
// forgotten PIN is set anew in the profile.
import { Alert, Anchor, Button, Modal, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGNATURE_PIN, SIGNATURE_PIN_MAX, SIGNATURE_PIN_MIN } from '../../../shared/signature-pin';
import { ApiError } from '../../api/api-error';
import { errorText } from '../../api/error-handler';
import { minutesLeft } from './sheet-model';

interface Props {
  opened: boolean;
  title: string;
  text: string;
  onClose: () => void;
  /** Signs; the call passes `ownErrors` so that 401 and 429 come back here. */
  onSign: (pin: string) => Promise<unknown>;
  /** The link to set a forgotten PIN in the profile: only the signer's own session has that profile. */
  forgottenLink?: boolean;
}

export const PIN_OWN_ERRORS = (error: ApiError) => error.status === 0 || error.status === 401 || error.status === 429;

/** The wait the server gave after too many wrong PINs, as the moment it ends, and the time now, ticking while waiting. */
function useWait() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = (seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  };
  return { minutes: until === null ? 0 : minutesLeft(until, now), start, clear: () => setUntil(null) };
}

export function PinModal({ opened, title, text, onClose, onSign, forgottenLink = true }: Props) {
  const { t } = useTranslation('sheet');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wait = useWait();

  const close = () => {
    setPin('');
    setError(null);
    onClose();
  };

  const waiting = wait.minutes > 0;
  const valid = SIGNATURE_PIN.test(pin) && !waiting;

  const sign = async () => {
    setBusy(true);
    setError(null);
    wait.clear();
    try {
      await onSign(pin);
      close();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 0) setError(t('needsNetwork'));
      else if (caught instanceof ApiError && caught.status === 429 && caught.retryAfter) wait.start(caught.retryAfter);
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
            description={t('pin.hint', { min: SIGNATURE_PIN_MIN, max: SIGNATURE_PIN_MAX })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={SIGNATURE_PIN_MAX}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
            data-autofocus
            data-testid="pin-input"
          />
          {(error ?? waiting) && (
            <Alert color="red" variant="light" data-testid="pin-error" aria-live="polite">
              {waiting ? t('pin.tooManyWait', { count: wait.minutes }) : error}
            </Alert>
          )}
          {forgottenLink && (
            <Anchor component={Link} to="/profile?pin" size="sm" data-testid="pin-forgotten">
              {t('pin.forgotten')}
            </Anchor>
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
