// Signing on the table's one device (docs/product.md#score-sheet): who still has to sign, each a button; the signer
// taps their name and enters their own signature PIN (POST /games/{id}/signers/{person}/sign).
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/contract';
import type { SignerDTO } from '../../../shared/schemas/score-sheet';
import useSWR from 'swr';
import { api, call, urlOf } from '../../api/endpoints';
import { PIN_OWN_ERRORS, PinModal } from './PinModal';
import type { ScoreSheetState } from './use-score-sheet';

export function DeviceSigning({ state }: { state: ScoreSheetState }) {
  const { t } = useTranslation('sheet');
  const sheet = state.sheet!;
  const { game } = sheet;
  const finished = game.finished_at !== null;
  const [signer, setSigner] = useState<SignerDTO | null>(null);
  // Who has signed changes with the sheet (a signature here or on another phone, one a change removed): the list is
  // asked again for each state of the sheet's signatures, which follows the live stream.
  const signedState = [
    sheet.home.confirmation?.signed_at,
    sheet.away.confirmation?.signed_at,
    ...sheet.referees.map((r) => r.signed_at),
  ].join('|');
  const input = { params: { id: game.id } };
  const signers = useSWR(
    [urlOf(contract.scoreSheet.signers, input), signedState],
    async () => (await call(contract.scoreSheet.signers, input)).data,
    { keepPreviousData: true },
  );
  // A referee signs the finished game; a team manager confirms the line-up before or after.
  const open = (signers.data ?? []).filter((s) => !s.signed && (s.role !== 'referee' || finished));
  if (!signers.data) return null;

  return (
    <div data-testid="device-signing">
      <Title order={3} size="h5" mb={4}>
        {t('device.title')}
      </Title>
      <Text size="sm" c="dimmed" mb={8}>
        {open.length ? t('device.hint') : t('device.none')}
      </Text>
      <Stack gap={8}>
        {open.map((s) => (
          <Button
            key={`${s.role}-${s.person_id}`}
            size="lg"
            variant="light"
            justify="flex-start"
            leftSection={<IconSignature aria-hidden />}
            onClick={() => setSigner(s)}
            data-testid="device-signer"
          >
            {t(`device.role.${s.role}`, { name: s.name })}
          </Button>
        ))}
      </Stack>
      <PinModal
        opened={signer !== null}
        title={signer ? t('device.signTitle', { name: signer.name }) : ''}
        text={signer ? t(`device.text.${signer.role}`, { home: state.score.home, away: state.score.away }) : ''}
        forgottenLink={false}
        onClose={() => setSigner(null)}
        onSign={async (pin) => {
          const answer = await api.scoreSheet.signOnDevice(
            { params: { id: game.id, person: signer!.person_id }, body: { role: signer!.role, pin } },
            { ownErrors: PIN_OWN_ERRORS },
          );
          await state.mutate(answer.data, { revalidate: false });
          await signers.mutate();
        }}
      />
    </div>
  );
}
