// The events of the sheet by period: who scored (and assisted), fouls with their penalty, timeouts and breaks; events
// still on the phone are marked "not yet sent". Every stored event can be corrected and deleted (an earlier one than the
// last with a reason, asked by the panel); an event still on the phone is taken back while it is the last.
import { ActionIcon, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ScoreSheetDTO } from '../../../shared/schemas/score-sheet';
import { formatDateTime } from '../../lib/datetime';
import classes from './score-sheet.module.css';
import { byPeriod, formatClock, periodPart, periodTime, type SheetLine } from './sheet-model';

interface Props {
  sheet: ScoreSheetDTO;
  lines: SheetLine[];
  /** The caller may undo and correct (score right, sheet not locked, or an admin's correction). */
  canEdit: boolean;
  onUndo: (line: SheetLine) => void;
  onCorrect: (line: SheetLine) => void;
}

type SheetT = ReturnType<typeof useTranslation<'sheet'>>['t'];

/** "Periode 2", or the overtime and the shootout by name. */
export function periodTitle(t: SheetT, period: number, periodCount: number): string {
  const part = periodPart(period, periodCount);
  return part === 'regular' ? t('period', { period }) : t(`periodPart.${part}`);
}

function what(line: SheetLine, sheet: ScoreSheetDTO, t: ReturnType<typeof useTranslation<'sheet'>>['t']): string {
  const e = line.event;
  const team = e.side ? sheet[e.side].team.name : '';
  const player = e.player_name ? `#${e.jersey_number ?? '–'} ${e.player_name}` : '';
  switch (e.type) {
    case 'goal':
      return [t('events.goal', { team }), player, e.assist_name ? t('events.assist', { name: e.assist_name }) : '']
        .filter(Boolean)
        .join(' · ');
    case 'foul':
      return [
        t('events.foul', { team }),
        player,
        e.foul_kind ? t(`foulKind.${e.foul_kind}`) : '',
        e.penalty_seconds ? t('event.penaltySeconds', { seconds: e.penalty_seconds }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'timeout':
      return t('events.timeout', { team });
    case 'shot':
      return [t('events.shot', { team }), player].filter(Boolean).join(' · ');
    case 'goalie_change':
      return [t('events.goalieChange', { team }), player || t('events.emptyNet')].join(' · ');
    case 'shootout':
      return [t('events.shootout', { team }), player, e.scored ? t('event.scored') : t('event.missed')]
        .filter(Boolean)
        .join(' · ');
    default:
      return t('events.break');
  }
}

export function EventsList({ sheet, lines, canEdit, onUndo, onCorrect }: Props) {
  const { t } = useTranslation('sheet');
  const periodSeconds = sheet.game.competition.period_seconds;
  const last = lines.at(-1);
  if (lines.length === 0) return <Text c="dimmed">{t('events.none')}</Text>;

  return (
    <Stack gap="sm" data-testid="sheet-events">
      {byPeriod(lines).map(({ period, lines: group }) => (
        <div key={period}>
          <Title order={3} size="h5" mb={4}>
            {periodTitle(t, period, sheet.game.competition.period_count)}
          </Title>
          {group.map((line) => {
            const e = line.event;
            const pending = line.queuedSeq !== null;
            return (
              <div
                key={line.key}
                className={classes.eventLine}
                data-pending={pending || undefined}
                data-testid={pending ? 'sheet-event-pending' : 'sheet-event'}
                data-type={e.type}
              >
                <Text className={classes.eventTime}>{formatClock(periodTime(e.event_time, e.period ?? 1, periodSeconds))}</Text>
                <div>
                  <Text size="sm" fw={e.type === 'goal' ? 700 : 500}>
                    {what(line, sheet, t)}
                  </Text>
                  {pending ? (
                    <Badge color="yellow.4" autoContrast variant="filled" size="sm" data-testid="not-yet-sent">
                      {t('events.notYetSent')}
                    </Badge>
                  ) : (
                    e.updated_at && (
                      <Text size="xs" c="dimmed">
                        {t('events.corrected', { at: formatDateTime(e.updated_at) })}
                      </Text>
                    )
                  )}
                  {!pending && e.created_by && (
                    <Text size="xs" c="dimmed">
                      {t('events.by', { name: e.created_by, at: e.created_at ? formatDateTime(e.created_at) : '' })}
                    </Text>
                  )}
                </div>
                <Group gap={4} wrap="nowrap">
                  {canEdit && !pending && e.type !== 'break' && (
                    <ActionIcon
                      size={48}
                      variant="subtle"
                      aria-label={t('events.correct')}
                      onClick={() => onCorrect(line)}
                      data-testid="event-correct"
                    >
                      <IconPencil size={22} />
                    </ActionIcon>
                  )}
                  {((canEdit && !pending) || (pending && line === last)) && (
                    <ActionIcon
                      size={48}
                      variant="light"
                      color="red"
                      aria-label={t('events.undo')}
                      onClick={() => onUndo(line)}
                      data-testid="event-undo"
                    >
                      <IconArrowBackUp size={22} />
                    </ActionIcon>
                  )}
                </Group>
              </div>
            );
          })}
        </div>
      ))}
    </Stack>
  );
}
