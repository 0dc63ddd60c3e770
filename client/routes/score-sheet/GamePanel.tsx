// The game at the table: start (StartGame), the game clock (start/stop, next period with its break and back to the
// previous one, each confirmed), overtime and shootout after a tie where the competition has them, the big event
// buttons (shots and goalie changes where the competition tracks shots), the running penalty timers, the events list with deletion and
// correction (an earlier event than the last with a reason), the finish, and the league's reset and rulings.
import { ActionIcon, Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerTrackNext, IconPlayerTrackPrev } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastPeriod } from '../../../shared/game-clock';
import type { SideName } from '../../../shared/schemas/score-sheet';
import { api } from '../../api/endpoints';
import { useSaving } from '../../lib/use-saving';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EventDrawer, type EventChoice, type EventKind } from './EventDrawer';
import { EventsList, periodTitle } from './EventsList';
import { ManageGame } from './ManageGame';
import { StartGame } from './StartGame';
import { ONLINE_ONLY } from './online-only';
import { discard } from './outbox';
import classes from './score-sheet.module.css';
import {
  clockFromServer,
  formatClock,
  nextPeriod,
  periodPart,
  runningPenalties,
  startClock,
  stopClock,
  type SheetLine,
} from './sheet-model';
import { useNow, type ScoreSheetState } from './use-score-sheet';

interface DrawerState {
  kind: EventKind;
  side: SideName;
  line: SheetLine | null;
}

export function GamePanel({ state }: { state: ScoreSheetState }) {
  const { t } = useTranslation('sheet');
  const { sheet, clock, lines, mutate } = state;
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const [undoing, setUndoing] = useState<SheetLine | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [periodChange, setPeriodChange] = useState<'next' | 'previous' | null>(null);
  const [extraTime, setExtraTime] = useState<'overtime' | 'shootout' | null>(null);
  const [saving, whileSaving] = useSaving();
  const now = useNow(clock?.runningSince != null || sheet?.game.started_at === null);
  if (!sheet) return null;

  const { game, rights } = sheet;
  const started = game.started_at !== null;
  const finished = game.finished_at !== null;
  const locked = game.locked_at !== null;
  const live = started && !finished;
  const canScore = rights.score && live;
  // After the finish the referees and the scorer correct; an association admin corrects with a reason.
  const mayChange = finished ? rights.change_finished_events && !locked : rights.score;
  const needsReason = !mayChange && finished && rights.correct_locked;
  const canEdit = mayChange || needsReason;
  // The sheet's last stored event is changed as it is; any earlier one with a reason (docs/product.md#score-sheet).
  const lastStored = lines.filter((line) => line.queuedSeq === null).at(-1);
  const reasonFor = (line: SheetLine) => line.queuedSeq === null && (needsReason || line.key !== lastStored?.key);
  const currentPeriodHasEvents = clock !== null && lines.some((line) => (line.event.period ?? 1) >= clock.period);
  const reading = state.clockAt(now);
  const seconds = reading?.elapsed ?? 0;
  const periodSeconds = game.competition.period_seconds;
  const running = reading?.running ?? false;
  const penalties = runningPenalties(lines, seconds);
  // After a tie at the end of regular play (or of the overtime): what the competition allows next (play.ts startExtraTime).
  const { period_count: periodCount, overtime_minutes: overtimeMinutes, shootout: hasShootout } = game.competition;
  const part = clock ? periodPart(clock.period, periodCount) : 'regular';
  const tied = state.score.home === state.score.away;
  const atEnd = (reading?.atPeriodEnd ?? false) && state.queued.length === 0;
  const endOfRegular = clock?.period === periodCount && game.extra_time === null && atEnd;
  const endOfOvertime = part === 'overtime' && game.extra_time === 'overtime' && atEnd;
  const offerExtra: 'overtime' | 'shootout' | null =
    !canScore || !tied
      ? null
      : overtimeMinutes > 0 && endOfRegular
        ? 'overtime'
        : hasShootout && (endOfOvertime || (overtimeMinutes === 0 && endOfRegular))
          ? 'shootout'
          : null;
  const inShootout = game.extra_time === 'shootout' && part === 'shootout';
  // Regular play is left through the overtime or shootout step above, never by "next period".
  const hasNextPeriod = clock !== null && clock.period < lastPeriod(periodCount, game.extra_time);

  const start = () =>
    whileSaving(async () => {
      const answer = await api.scoreSheet.start({ params: { id: game.id }, body: {} }, ONLINE_ONLY);
      await mutate(answer.data, { revalidate: false });
      // The game starts with the clock: the phone takes over from the server's fresh state.
      state.resetClock(clockFromServer(answer.data.clock));
      await state.setClock(startClock(clockFromServer(answer.data.clock), Date.now()));
    });

  const toggleClock = () => {
    if (!clock) return;
    const at = Date.now();
    void state.setClock(running ? stopClock(clock, at) : startClock(clock, at));
  };

  const endPeriod = async () => {
    if (!clock) return;
    const at = Date.now();
    await state.addEvent({
      type: 'break',
      event_time: state.secondsAt(at),
      period: clock.period,
      side: null,
      membership_id: null,
      assist_membership_id: null,
      penalty_type_id: null,
      scored: null,
      reason: null,
    });
    await state.setClock(nextPeriod(clock, at, periodSeconds));
  };

  const previousPeriod = async () => {
    const ok = await whileSaving(async () => {
      const answer = await api.scoreSheet.previousPeriod({ params: { id: game.id }, body: {} }, ONLINE_ONLY);
      await mutate(answer.data, { revalidate: false });
      // The server moved the clock back to the removed break: the phone takes that state over.
      state.resetClock(clockFromServer(answer.data.clock));
    });
    if (ok) setPeriodChange(null);
  };

  const confirmPeriodChange = async () => {
    if (periodChange === 'previous') return previousPeriod();
    setPeriodChange(null);
    await endPeriod();
  };

  const submit = async (choice: EventChoice) => {
    if (!drawer || !clock) return;
    const { line, kind } = drawer;
    if (line?.event.id != null) {
      const event = line.event;
      const ok = await whileSaving(() =>
        api.scoreSheet.correctEvent(
          {
            params: { id: game.id, event: event.id! },
            body: {
              type: kind,
              event_time: event.event_time,
              period: event.period ?? 1,
              side: choice.side,
              membership_id: choice.membership_id,
              assist_membership_id: choice.assist_membership_id,
              penalty_type_id: choice.penalty_type_id,
              scored: choice.scored,
              reason: choice.reason,
            },
          },
          ONLINE_ONLY,
        ),
      );
      if (ok) {
        setDrawer(null);
        await mutate();
      }
      return;
    }
    setDrawer(null);
    await state.addEvent({
      type: kind,
      event_time: state.secondsAt(Date.now()),
      period: clock.period,
      side: choice.side,
      membership_id: choice.membership_id,
      assist_membership_id: choice.assist_membership_id,
      penalty_type_id: choice.penalty_type_id,
      scored: choice.scored,
      reason: null,
    });
  };

  const startExtraTime = async () => {
    if (!extraTime) return;
    const ok = await whileSaving(async () => {
      const answer = await api.scoreSheet.extraTime({ params: { id: game.id }, body: { stage: extraTime } }, ONLINE_ONLY);
      await mutate(answer.data, { revalidate: false });
      state.resetClock(clockFromServer(answer.data.clock));
    });
    if (ok) setExtraTime(null);
  };

  const undo = async (reason: string) => {
    if (!undoing) return;
    if (undoing.queuedSeq !== null) {
      await discard(undoing.queuedSeq);
      setUndoing(null);
      return;
    }
    const ok = await whileSaving(async () => {
      const answer = await api.scoreSheet.undoEvent(
        {
          params: { id: game.id, event: undoing.event.id! },
          query: reasonFor(undoing) ? { reason } : {},
        },
        ONLINE_ONLY,
      );
      await mutate(answer.data, { revalidate: false });
    });
    if (ok) setUndoing(null);
  };

  const finish = async () => {
    const ok = await whileSaving(async () => {
      const answer = await api.scoreSheet.finish({ params: { id: game.id }, body: { duration: seconds } }, ONLINE_ONLY);
      await mutate(answer.data, { revalidate: false });
    });
    if (ok) setFinishing(false);
  };

  const open = (kind: EventKind, side: SideName) => setDrawer({ kind, side, line: null });

  return (
    <Stack gap="md">
      {!started && rights.score && game.status !== 'cancelled' && game.outcome === null && (
        <StartGame sheet={sheet} now={now} saving={saving} onStart={start} />
      )}
      {!started && !rights.score && <Text c="dimmed">{t('notStarted')}</Text>}

      {live && clock && (
        <div className={classes.clockRow} data-testid="sheet-clock-row">
          <div>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" fw={600}>
                {periodTitle(t, clock.period, periodCount)}
              </Text>
              {rights.score && clock.period > 1 && !inShootout && (
                <ActionIcon
                  size={32}
                  variant="default"
                  aria-label={t('clock.previousPeriod')}
                  title={t('clock.previousPeriod')}
                  disabled={currentPeriodHasEvents || state.queued.length > 0}
                  onClick={() => setPeriodChange('previous')}
                  data-testid="clock-previous-period"
                >
                  <IconPlayerTrackPrev size={18} />
                </ActionIcon>
              )}
            </Group>
            <Text className={classes.clock} data-testid="sheet-clock" aria-live="off">
              {formatClock(reading?.shown ?? 0)}
            </Text>
          </div>
          {/* A shootout has no time: no clock to run, no period after it. */}
          {rights.score && !inShootout && (
            <>
              <Button
                size="lg"
                h={56}
                px="xs"
                color={running ? 'orange.9' : 'green.8'}
                leftSection={running ? <IconPlayerPause /> : <IconPlayerPlay />}
                onClick={toggleClock}
                data-testid="clock-toggle"
              >
                {running ? t('clock.stop') : t('clock.start')}
              </Button>
              {hasNextPeriod && (
                <Button
                  size="lg"
                  h={56}
                  w={56}
                  p={0}
                  variant="default"
                  aria-label={t('clock.nextPeriod')}
                  title={t('clock.nextPeriod')}
                  onClick={() => setPeriodChange('next')}
                  data-testid="clock-next-period"
                >
                  <IconPlayerTrackNext />
                </Button>
              )}
            </>
          )}
        </div>
      )}

      {offerExtra && (
        <Button size="xl" color="teal.8" onClick={() => setExtraTime(offerExtra)} data-testid={`sheet-${offerExtra}`}>
          {t(`actions.${offerExtra}`)}
        </Button>
      )}

      {canScore && inShootout && (
        <Button
          size="xl"
          className={classes.bigButton}
          color="teal.8"
          onClick={() => open('shootout', 'home')}
          data-testid="sheet-shootout-attempt"
        >
          {t('actions.shootoutAttempt')}
        </Button>
      )}

      {canScore && !inShootout && (
        <SimpleGrid cols={2} spacing={10}>
          <Button
            size="xl"
            className={classes.bigButton}
            color="blue.8"
            onClick={() => open('goal', 'home')}
            data-testid="sheet-goal-home"
          >
            {t('actions.goalHome')}
          </Button>
          <Button
            size="xl"
            className={classes.bigButton}
            color="grape.8"
            onClick={() => open('goal', 'away')}
            data-testid="sheet-goal-away"
          >
            {t('actions.goalAway')}
          </Button>
          <Button
            size="xl"
            className={classes.bigButton}
            color="red.8"
            onClick={() => open('foul', 'home')}
            data-testid="sheet-foul"
          >
            {t('actions.foul')}
          </Button>
          <Button
            size="xl"
            className={classes.bigButton}
            color="dark.6"
            onClick={() => open('timeout', 'home')}
            data-testid="sheet-timeout"
          >
            {t('actions.timeout')}
          </Button>
          {game.competition.track_shots && (
            <>
              <Button
                size="xl"
                className={classes.bigButton}
                color="cyan.9"
                onClick={() => open('shot', 'home')}
                data-testid="sheet-shot"
              >
                {t('actions.shot')}
              </Button>
              <Button
                size="xl"
                className={classes.bigButton}
                color="gray.8"
                onClick={() => open('goalie_change', 'home')}
                data-testid="sheet-goalie-change"
              >
                {t('actions.goalieChange')}
              </Button>
            </>
          )}
        </SimpleGrid>
      )}

      {live && penalties.length > 0 && (
        <Stack gap={6} data-testid="sheet-penalties">
          <Text fw={700}>{t('penalties')}</Text>
          {penalties.map((p) => (
            <Group key={p.key} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {sheet[p.side].team.name} · #{p.jersey ?? '–'} {p.name}
              </Text>
              <Badge size="xl" color="red.8" variant="filled" className={classes.penaltyTimer}>
                {formatClock(p.remaining)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}

      {state.queued.length > 0 && (
        <Alert color="yellow" variant="light" data-testid="sheet-outbox">
          {state.online
            ? t('outbox.sending', { count: state.queued.length })
            : t('outbox.offline', { count: state.queued.length })}
        </Alert>
      )}

      <EventsList
        sheet={sheet}
        lines={lines}
        canEdit={canEdit}
        onUndo={(line) => setUndoing(line)}
        onCorrect={(line) =>
          setDrawer({ kind: line.event.type === 'break' ? 'timeout' : line.event.type, side: line.event.side ?? 'home', line })
        }
      />

      {live && rights.score && (
        <Button
          size="lg"
          variant="outline"
          color="red.8"
          onClick={() => setFinishing(true)}
          disabled={state.queued.length > 0}
          data-testid="sheet-finish"
        >
          {t('finish.button')}
        </Button>
      )}

      <ManageGame
        sheet={sheet}
        onChanged={async (next) => {
          await mutate(next, { revalidate: false });
          state.resetClock(clockFromServer(next.clock));
        }}
      />

      {drawer && (
        <EventDrawer
          opened
          kind={drawer.kind}
          side={drawer.side}
          sheet={sheet}
          correcting={drawer.line !== null}
          needsReason={drawer.line !== null && reasonFor(drawer.line)}
          reasonHint={needsReason ? undefined : t('event.reasonEarlierHint')}
          initial={drawer.line ? { ...drawer.line.event, side: drawer.line.event.side ?? 'home' } : null}
          saving={saving}
          onClose={() => setDrawer(null)}
          onSubmit={(choice) => void submit(choice)}
        />
      )}

      <ConfirmDialog
        opened={undoing !== null}
        title={t('undo.title')}
        reason={
          undoing !== null && reasonFor(undoing)
            ? {
                label: t('event.reason'),
                description: needsReason ? t('event.reasonHint') : t('event.reasonEarlierHint'),
                testId: 'undo-reason',
              }
            : undefined
        }
        confirmLabel={t('undo.confirm')}
        confirmTestId="undo-confirm"
        saving={saving}
        size="lg"
        onClose={() => setUndoing(null)}
        onConfirm={(reason) => void undo(reason)}
      >
        <Text>{t('undo.text')}</Text>
      </ConfirmDialog>

      <ConfirmDialog
        opened={periodChange !== null && clock !== null}
        title={
          clock &&
          (periodChange === 'previous'
            ? t('periodChange.previousTitle', { period: clock.period - 1 })
            : t('periodChange.nextTitle', { period: clock.period }))
        }
        confirmLabel={
          clock &&
          (periodChange === 'previous'
            ? t('periodChange.previousConfirm', { period: clock.period - 1 })
            : t('periodChange.nextConfirm'))
        }
        confirmColor="blue"
        confirmTestId="period-change-confirm"
        saving={saving}
        size="lg"
        onClose={() => setPeriodChange(null)}
        onConfirm={() => void confirmPeriodChange()}
      >
        {clock && (
          <Text>
            {periodChange === 'previous'
              ? t('periodChange.previousText', { period: clock.period - 1, current: clock.period })
              : t('periodChange.nextText', { next: clock.period + 1 })}
          </Text>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        opened={extraTime !== null}
        title={extraTime ? t(`extraTime.${extraTime}Title`) : ''}
        confirmLabel={t('extraTime.confirm')}
        confirmTestId="extra-time-confirm"
        confirmColor="blue"
        saving={saving}
        onClose={() => setExtraTime(null)}
        onConfirm={() => void startExtraTime()}
      >
        <Text>
          {extraTime === 'overtime' ? t('extraTime.overtimeText', { minutes: overtimeMinutes }) : t('extraTime.shootoutText')}
        </Text>
      </ConfirmDialog>

      <ConfirmDialog
        opened={finishing}
        title={t('finish.title')}
        confirmLabel={t('finish.confirm')}
        confirmTestId="finish-confirm"
        saving={saving}
        size="lg"
        onClose={() => setFinishing(false)}
        onConfirm={() => void finish()}
      >
        <Text>{t('finish.text', { home: state.score.home, away: state.score.away })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
