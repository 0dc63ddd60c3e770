// The game code for a scorer without an account (docs/decisions/050-game-code-for-a-scorer.md): issued here by the
// league representative, shown once with a copy button; issuing again or revoking ends the sessions it opened.
import { Alert, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../../shared/contract';
import { api, useData } from '../../../api/endpoints';
import { formatDateTime } from '../../../lib/datetime';
import { useSaving } from '../../../lib/use-saving';

export function GameCodeCard({ gameId }: { gameId: number }) {
  const { t } = useTranslation('games');
  const input = { params: { id: gameId } };
  const { data: sheet } = useData(contract.scoreSheet.get, input);
  const state = useData(contract.scoreSheet.codeState, sheet?.rights.name_scorers ? input : null);
  const [issued, setIssued] = useState<{ code: string; pin: string } | null>(null);
  const [saving, whileSaving] = useSaving();

  if (!sheet?.rights.name_scorers) return null;
  const issuedAt = state.data?.issued_at ?? null;
  const issue = () =>
    whileSaving(async () => {
      const answer = await api.scoreSheet.issueCode({ params: { id: gameId }, body: {} });
      setIssued({ code: answer.data.code, pin: answer.data.pin });
      await state.mutate({ issued_at: answer.data.issued_at }, { revalidate: false });
    });
  const revoke = () =>
    whileSaving(async () => {
      await api.scoreSheet.revokeCode({ params: { id: gameId } });
      setIssued(null);
      await state.mutate({ issued_at: null }, { revalidate: false });
    });
  const shown = issued ? `${issued.code} · PIN ${issued.pin}` : '';

  return (
    <Card withBorder padding="sm" data-testid="game-code-card">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('officials.gameCode.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('officials.gameCode.hint')}
          </Text>
        </div>
        {issued && (
          <Alert color="green" variant="light" title={t('officials.gameCode.onceTitle')} data-testid="game-code-issued">
            <Stack gap={6}>
              <Text ff="monospace" fw={700} size="lg" data-testid="game-code">
                {issued.code}
              </Text>
              <Text ff="monospace" fw={700} size="lg" data-testid="game-code-pin">
                PIN {issued.pin}
              </Text>
              <Text size="sm">{t('officials.gameCode.once', { url: `${window.location.origin}/scorer` })}</Text>
              <CopyButton value={`${window.location.origin}/scorer\n${shown}`}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} w="fit-content">
                    {copied ? t('officials.gameCode.copied') : t('officials.gameCode.copy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
        {!issued && (
          <Text size="sm" c={issuedAt ? undefined : 'dimmed'} data-testid="game-code-state">
            {issuedAt ? t('officials.gameCode.issuedAt', { at: formatDateTime(issuedAt) }) : t('officials.gameCode.none')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {issuedAt && (
            <Button variant="default" color="red" onClick={revoke} loading={saving} data-testid="game-code-revoke">
              {t('officials.gameCode.revoke')}
            </Button>
          )}
          <Button onClick={issue} loading={saving} data-testid="game-code-issue">
            {issuedAt ? t('officials.gameCode.reissue') : t('officials.gameCode.issue')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
