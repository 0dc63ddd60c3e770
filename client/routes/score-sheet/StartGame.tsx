// The start at the table: a button that opens a confirmation naming the game and its kickoff, closed before the
// competition's start window opens (docs/product.md#game-day).
import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import { formatDate, formatGameTime } from '../../lib/datetime';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import classes from './score-sheet.module.css';

export function StartGame({
  sheet,
  now,
  saving,
  onStart,
}: {
  sheet: ScoreSheetDTO;
  now: number;
  saving: boolean;
  onStart: () => Promise<boolean>;
}) {
  const { t } = useTranslation('sheet');
  const [confirming, setConfirming] = useState(false);
  const { game } = sheet;
  const early = now < new Date(game.earliest_start).getTime();
  const empty = sheet.home.players.length === 0 || sheet.away.players.length === 0;
  const start = async () => {
    if (await onStart()) setConfirming(false);
  };
  return (
    <>
      {early && (
        <Alert color="blue" variant="light" data-testid="sheet-start-window">
          {t('startGame.window', { date: formatDate(game.earliest_start), time: formatGameTime(game.earliest_start) })}
        </Alert>
      )}
      {empty && (
        <Alert color="yellow" variant="light" data-testid="sheet-start-lineups">
          {t('startGame.lineupsFirst')}
        </Alert>
      )}
      <Button
        size="xl"
        className={classes.bigButton}
        onClick={() => setConfirming(true)}
        disabled={early || empty}
        data-testid="sheet-start"
      >
        {t('start')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('startGame.title')}
        confirmLabel={t('startGame.confirm')}
        confirmColor="green.8"
        confirmTestId="start-confirm"
        saving={saving}
        size="lg"
        onClose={() => setConfirming(false)}
        onConfirm={() => void start()}
      >
        <Text fw={700} data-testid="start-game-name">
          {t('startGame.game', { number: game.number, home: sheet.home.team.name, away: sheet.away.team.name })}
        </Text>
        <Text>{t('startGame.kickoff', { date: formatDate(game.kickoff_time), time: formatGameTime(game.kickoff_time) })}</Text>
        <Alert color="red" variant="light">
          {t('startGame.warning')}
        </Alert>
      </ConfirmDialog>
    </>
  );
}
