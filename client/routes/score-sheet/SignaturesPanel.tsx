// After the finish: who has signed (line-up confirmations, the referees), the referee's own signature with the PIN,
// the locked state, signatures a change of the events removed, and the admin's corrections with their reasons. On the
// table's device (DeviceSigning) each signer taps their name and signs with their own PIN.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints';
import { formatDateTime } from '../../lib/datetime';
import { DeviceSigning } from './DeviceSigning';
import { useSheetAuthor } from './game-code-session';
import { PIN_OWN_ERRORS, PinModal } from './PinModal';
import type { ScoreSheetState } from './use-score-sheet';

/** One required signature: what it is for, and who signed when (or that it is still open). */
function SignatureRow({ label, signed, open, testId }: { label: string; signed: string | null; open: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {signed ? (
        <Group gap={4} wrap="nowrap" data-testid={testId ? 'referee-signed' : undefined}>
          <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-8)" style={{ flexShrink: 0 }} />
          <Text size="sm">{signed}</Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {open}
        </Text>
      )}
    </div>
  );
}

export function SignaturesPanel({ state }: { state: ScoreSheetState }) {
  const { t } = useTranslation('sheet');
  const { personId } = useSheetAuthor();
  const [signing, setSigning] = useState(false);
  const sheet = state.sheet!;
  const { game } = sheet;
  const finished = game.finished_at !== null;
  const mine = sheet.referees.find((r) => r.person_id === personId);
  const maySign = finished && sheet.rights.sign_as_referee && game.locked_at === null && (!mine || mine.signed_at === null);
  const removedByEvents = sheet.removed_signatures.filter((r) => r.cause === 'events');

  return (
    <Stack gap="md" data-testid="sheet-signatures">
      {game.locked_at && (
        <Alert color="gray" variant="filled" icon={<IconLock />} data-testid="sheet-locked">
          {t('signatures.locked', { at: formatDateTime(game.locked_at) })}
          {sheet.rights.correct_locked && <Text size="sm">{t('signatures.adminMayCorrect')}</Text>}
        </Alert>
      )}
      {removedByEvents.length > 0 && game.locked_at === null && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t('signatures.removedTitle')}
          data-testid="sheet-signatures-removed"
        >
          {t('signatures.removedText', {
            names: removedByEvents.map((r) => r.name).join(', '),
            at: formatDateTime(removedByEvents.at(-1)!.removed_at),
          })}
        </Alert>
      )}
      <div>
        <Title order={3} size="h5" mb={6}>
          {t('signatures.title')}
        </Title>
        <Stack gap={10}>
          {(['home', 'away'] as const).map((side) => {
            const confirmation = sheet[side].confirmation;
            return (
              <SignatureRow
                key={side}
                label={t('signatures.lineup', { team: sheet[side].team.name })}
                signed={confirmation ? `${confirmation.name} · ${formatDateTime(confirmation.signed_at)}` : null}
                open={t('signatures.open')}
              />
            );
          })}
          {sheet.referees.map((r) => (
            <SignatureRow
              key={r.person_id}
              label={t('signatures.referee', { name: r.name })}
              signed={r.signed_at ? formatDateTime(r.signed_at) : null}
              open={finished ? t('signatures.open') : t('signatures.afterFinish')}
              testId="sheet-referee"
            />
          ))}
        </Stack>
      </div>
      {maySign && (
        <Button size="xl" color="green.8" onClick={() => setSigning(true)} data-testid="sheet-sign">
          {t('signatures.sign')}
        </Button>
      )}
      {sheet.rights.record_signatures && game.locked_at === null && <DeviceSigning state={state} />}
      {sheet.corrections.length > 0 && (
        <div data-testid="sheet-corrections">
          <Title order={3} size="h5" mb={6}>
            {t('signatures.corrections')}
          </Title>
          {sheet.corrections.map((c) => (
            <Text key={c.id} size="sm">
              {formatDateTime(c.created_at)} · {c.by ?? '–'}: {c.reason}
            </Text>
          ))}
        </div>
      )}
      <PinModal
        opened={signing}
        title={t('signatures.signTitle')}
        text={t('signatures.signText', { home: state.score.home, away: state.score.away })}
        onClose={() => setSigning(false)}
        onSign={async (pin) => {
          const answer = await api.scoreSheet.sign({ params: { id: game.id }, body: { pin } }, { ownErrors: PIN_OWN_ERRORS });
          await state.mutate(answer.data, { revalidate: false });
        }}
      />
    </Stack>
  );
}
