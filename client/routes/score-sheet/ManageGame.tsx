// The league's hand on a game (docs/product.md#game-day): reset a wrongly started game, rule a forfeit or an
// abandonment, each behind a confirmation; for those with games.edit on the competition.
import { Alert, Button, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutcomeInput, ScoreSheetDTO, SideName } from '../../../shared/schemas/score-sheet';
import { api } from '../../api/endpoints';
import { useSaving } from '../../lib/use-saving';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

type Action = 'reset' | 'forfeit' | 'abandoned';

export function ManageGame({ sheet, onChanged }: { sheet: ScoreSheetDTO; onChanged: (next: ScoreSheetDTO) => Promise<unknown> }) {
  const { t } = useTranslation('sheet');
  const [action, setAction] = useState<Action | null>(null);
  const [side, setSide] = useState<SideName>('away');
  const [saving, whileSaving] = useSaving();
  const { game } = sheet;
  if (!sheet.rights.manage_game || game.status === 'cancelled') return null;
  const live = game.started_at !== null && game.finished_at === null;
  const ruled = game.outcome !== null;

  const open = (next: Action) => setAction(next);
  const confirm = async (reason: string) => {
    if (!action) return;
    const ok = await whileSaving(async () => {
      const params = { id: game.id };
      const body: OutcomeInput =
        action === 'forfeit' ? { outcome: 'forfeit', forfeit_side: side, reason } : { outcome: 'abandoned', reason };
      const answer =
        action === 'reset' ? await api.scoreSheet.reset({ params, body: {} }) : await api.scoreSheet.outcome({ params, body });
      await onChanged(answer.data);
    });
    if (ok) setAction(null);
  };
  const goals = game.competition.forfeit_goals;
  const text =
    action === 'reset'
      ? t('manage.resetText')
      : action === 'forfeit'
        ? t('manage.forfeitText', {
            team: sheet[side].team.name,
            other: sheet[side === 'home' ? 'away' : 'home'].team.name,
            goals,
          })
        : t(game.competition.abandoned_rule === 'replay' ? 'manage.abandonReplay' : 'manage.abandonStands');

  return (
    <Stack gap="xs" data-testid="manage-game">
      <Text fw={700}>{t('manage.title')}</Text>
      {ruled && (
        <Alert color="orange" variant="light" data-testid="sheet-outcome">
          {t(`manage.ruled.${game.outcome!}`, { team: game.forfeit_side ? sheet[game.forfeit_side].team.name : '' })}
          {game.outcome_reason ? ` – ${game.outcome_reason}` : ''}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {live && (
          <Button variant="outline" color="orange.9" onClick={() => open('reset')} data-testid="manage-reset">
            {t('manage.reset')}
          </Button>
        )}
        {!ruled && (
          <Button variant="outline" color="red.8" onClick={() => open('forfeit')} data-testid="manage-forfeit">
            {t('manage.forfeit')}
          </Button>
        )}
        {live && !ruled && (
          <Button variant="outline" color="red.8" onClick={() => open('abandoned')} data-testid="manage-abandon">
            {t('manage.abandon')}
          </Button>
        )}
      </SimpleGrid>
      <ConfirmDialog
        opened={action !== null}
        title={action ? t(`manage.${action}Title`) : ''}
        reason={action !== null && action !== 'reset' ? { label: t('manage.reason'), testId: 'manage-reason' } : undefined}
        confirmLabel={action ? t(`manage.${action}Confirm`) : ''}
        confirmTestId="manage-confirm"
        saving={saving}
        onClose={() => setAction(null)}
        onConfirm={(reason) => void confirm(reason)}
      >
        <Text fw={700}>
          {t('startGame.game', { number: game.number, home: sheet.home.team.name, away: sheet.away.team.name })}
        </Text>
        {action === 'forfeit' && (
          <SegmentedControl
            fullWidth
            value={side}
            onChange={(value) => setSide(value as SideName)}
            data={[
              { value: 'home', label: sheet.home.team.name },
              { value: 'away', label: sheet.away.team.name },
            ]}
            aria-label={t('manage.forfeitSide')}
            data-testid="forfeit-side"
          />
        )}
        <Alert color="red" variant="light">
          {text}
        </Alert>
      </ConfirmDialog>
    </Stack>
  );
}
