// Entering or correcting one event from the bottom of the phone: the team, the player by jersey number (a goal's
// assist, a foul's penalty; a shot's optional shooter, the goalie coming in, a shootout attempt scored or missed), big
// buttons for one thumb; a correction of an earlier event, or an admin's of a locked
// sheet, asks for the reason.
import { Button, Drawer, SegmentedControl, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePenaltyName } from '../../lib/penalty-name';
import type { LineupPlayerDTO, ScoreSheetDTO, SideName } from '../../../shared/schemas/score-sheet';
import classes from './score-sheet.module.css';

export type EventKind = 'goal' | 'foul' | 'timeout' | 'shot' | 'goalie_change' | 'shootout';

export interface EventChoice {
  side: SideName;
  membership_id: number | null;
  assist_membership_id: number | null;
  penalty_type_id: number | null;
  scored: boolean | null;
  reason: string | null;
}

interface Props {
  opened: boolean;
  kind: EventKind;
  /** The team a goal button stands for; fouls and timeouts choose it in the drawer. */
  side: SideName;
  sheet: ScoreSheetDTO;
  /** A correction starts from the event's values. */
  initial?: Partial<EventChoice> | null;
  correcting?: boolean;
  needsReason?: boolean;
  /** What the reason is for (default: a locked sheet's correction, shown on the game page). */
  reasonHint?: string;
  saving?: boolean;
  onClose: () => void;
  onSubmit: (choice: EventChoice) => void;
}

function PlayerGrid({
  players,
  selected,
  onPick,
  testPrefix,
  exclude,
}: {
  players: LineupPlayerDTO[];
  selected: number | null;
  onPick: (id: number | null) => void;
  testPrefix: string;
  exclude?: number | null;
}) {
  const sorted = [...players].sort(
    (a, b) => Number(a.jersey_number ?? 999) - Number(b.jersey_number ?? 999) || a.name.localeCompare(b.name),
  );
  return (
    <SimpleGrid cols={{ base: 4, sm: 6 }} spacing={8}>
      {sorted
        .filter((p) => p.membership_id !== exclude)
        .map((p) => (
          <UnstyledButton
            key={p.membership_id}
            className={classes.playerButton}
            data-selected={selected === p.membership_id || undefined}
            aria-pressed={selected === p.membership_id}
            aria-label={`${p.jersey_number ?? '–'} ${p.name}`}
            onClick={() => onPick(selected === p.membership_id ? null : p.membership_id)}
            data-testid={`${testPrefix}-${p.jersey_number ?? p.membership_id}`}
          >
            <span className={classes.jersey}>{p.jersey_number ?? '–'}</span>
            <span className={classes.playerName}>{p.name.split(' ').slice(-1)[0]}</span>
          </UnstyledButton>
        ))}
    </SimpleGrid>
  );
}

export function EventDrawer({
  opened,
  kind,
  side: initialSide,
  sheet,
  initial,
  correcting,
  needsReason,
  reasonHint,
  saving,
  onClose,
  onSubmit,
}: Props) {
  const { t } = useTranslation('sheet');
  const penaltyName = usePenaltyName();
  // The drawer is mounted for each event (GamePanel), so its choices start fresh from the props.
  const [side, setSide] = useState<SideName>(initial?.side ?? initialSide);
  const [player, setPlayer] = useState<number | null>(initial?.membership_id ?? null);
  const [assist, setAssist] = useState<number | null>(initial?.assist_membership_id ?? null);
  const [penalty, setPenalty] = useState<number | null>(initial?.penalty_type_id ?? null);
  const [scored, setScored] = useState<boolean | null>(initial?.scored ?? null);
  const [reason, setReason] = useState('');

  const players = sheet[side].players;
  // A shot's and an attempt's shooter may be left out; a goalie change without a player empties the net.
  const playerOptional = kind === 'shot' || kind === 'goalie_change' || kind === 'shootout';
  const complete =
    (kind === 'timeout' || playerOptional || player !== null) &&
    (kind !== 'foul' || penalty !== null) &&
    (kind !== 'shootout' || scored !== null) &&
    (!needsReason || reason.trim() !== '');
  const title = t(`event.title.${kind}`, { team: sheet[side].team.name });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={
        <Text fw={700} size="lg">
          {correcting ? t('event.correctTitle', { title }) : title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('close'), size: 'xl' }}
      classNames={{ content: classes.drawer }}
    >
      <Stack gap="md" pb="md" data-testid="event-drawer">
        {(kind !== 'goal' || correcting) && (
          <SegmentedControl
            fullWidth
            size="lg"
            classNames={{ label: classes.segmentLabel }}
            value={side}
            onChange={(value) => {
              setSide(value as SideName);
              setPlayer(null);
              setAssist(null);
            }}
            data={[
              { value: 'home', label: sheet.home.team.name },
              { value: 'away', label: sheet.away.team.name },
            ]}
            data-testid="event-side"
          />
        )}
        {kind !== 'timeout' && (
          <Stack gap={6}>
            <Text fw={600}>
              {kind === 'goal'
                ? t('event.scorer')
                : kind === 'goalie_change'
                  ? t('event.incomingGoalie')
                  : playerOptional
                    ? t('event.shooter')
                    : t('event.player')}
            </Text>
            {players.length === 0 ? (
              <Text c="dimmed">{t('event.noPlayers')}</Text>
            ) : (
              <PlayerGrid players={players} selected={player} onPick={setPlayer} testPrefix="pick-player" />
            )}
          </Stack>
        )}
        {kind === 'goal' && player !== null && (
          <Stack gap={6}>
            <Text fw={600}>{t('event.assist')}</Text>
            <PlayerGrid players={players} selected={assist} onPick={setAssist} testPrefix="pick-assist" exclude={player} />
          </Stack>
        )}
        {kind === 'foul' && (
          <Stack gap={6}>
            <Text fw={600}>{t('event.penalty')}</Text>
            <SimpleGrid cols={2} spacing={8}>
              {sheet.penalty_types.map((p) => (
                <UnstyledButton
                  key={p.id}
                  className={classes.choiceButton}
                  data-selected={penalty === p.id || undefined}
                  aria-pressed={penalty === p.id}
                  onClick={() => setPenalty(p.id)}
                  data-testid={`pick-penalty-${p.id}`}
                >
                  <span>{penaltyName(p.name)}</span>
                  <span className={classes.choiceMeta}>
                    {t(`foulKind.${p.foul_kind}`)} · {t('event.penaltySeconds', { seconds: p.seconds })}
                  </span>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {kind === 'shootout' && (
          <SimpleGrid cols={2} spacing={8}>
            {([true, false] as const).map((value) => (
              <UnstyledButton
                key={String(value)}
                className={classes.choiceButton}
                data-selected={scored === value || undefined}
                aria-pressed={scored === value}
                onClick={() => setScored(value)}
                data-testid={value ? 'pick-scored' : 'pick-missed'}
              >
                <span>{value ? t('event.scored') : t('event.missed')}</span>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
        {needsReason && (
          <TextInput
            size="lg"
            label={t('event.reason')}
            description={reasonHint ?? t('event.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={300}
            required
            data-testid="event-reason"
          />
        )}
        <Button
          size="xl"
          fullWidth
          disabled={!complete}
          loading={saving}
          onClick={() =>
            onSubmit({
              side,
              membership_id: kind === 'timeout' ? null : player,
              assist_membership_id: kind === 'goal' ? assist : null,
              penalty_type_id: kind === 'foul' ? penalty : null,
              scored: kind === 'shootout' ? scored : null,
              reason: needsReason ? reason.trim() : null,
            })
          }
          data-testid="event-save"
        >
          {correcting ? t('event.saveCorrection') : t('event.save')}
        </Button>
      </Stack>
    </Drawer>
  );
}
