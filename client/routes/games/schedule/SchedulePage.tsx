// /games/schedule (docs/product.md#game-day): pick a competition, season and group; its games (cards on a phone, a
// table on a desk), and for those who edit the schedule: a new game, edit, postpone and cancel, the generator, and the
// reset of a wrongly started game (docs/product.md#game-day).
import { ActionIcon, Alert, Anchor, Badge, Button, Card, Group, Menu, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconBan,
  IconCalendarPlus,
  IconClockEdit,
  IconDots,
  IconPencil,
  IconUserCheck,
  IconWand,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { contract } from '../../../../shared/contract';
import type { ScheduledGameDTO } from '../../../../shared/schemas/games';
import { api, useAnswer, useData } from '../../../api/endpoints';
import { formatGameDate, formatGameTime } from '../../../lib/datetime';
import { useSaving } from '../../../lib/use-saving';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PageLoader } from '../../../ui/PageLoader';
import { rememberCompetition, rememberedCompetition } from '../current-competition';
import { usePageTitle } from '../../../ui/use-page-title';
import { GameFormModal } from './GameFormModal';
import { GameStatusModal } from './GameStatusModal';
import { GeneratorModal } from './GeneratorModal';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; game: ScheduledGameDTO }
  | { kind: 'postpone'; game: ScheduledGameDTO }
  | { kind: 'cancel'; game: ScheduledGameDTO }
  | { kind: 'generate' }
  | { kind: 'reset'; game: ScheduledGameDTO }
  | null;

/** Started and not finished: the league may take it back to scheduled. */
const isLive = (g: ScheduledGameDTO) => g.started_at !== null && g.finished_at === null && g.status !== 'cancelled';

function StatusBadge({ game }: { game: ScheduledGameDTO }) {
  const { t } = useTranslation('games');
  if (game.status === 'scheduled') return null;
  return (
    <Badge color={game.status === 'cancelled' ? 'red' : 'yellow'} variant="light" title={game.status_reason ?? undefined}>
      {t(`schedule.status.${game.status}`)}
    </Badge>
  );
}

function GameActions({ game, open }: { game: ScheduledGameDTO; open: (d: Dialog) => void }) {
  const { t } = useTranslation('games');
  if (isLive(game)) {
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('schedule.actionsFor', { number: game.number })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="orange.9"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            onClick={() => open({ kind: 'reset', game })}
          >
            {t('schedule.reset.action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  if (!game.editable) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('schedule.actionsFor', { number: game.number })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => open({ kind: 'edit', game })}>
          {t('schedule.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconClockEdit size={14} aria-hidden />} onClick={() => open({ kind: 'postpone', game })}>
          {t('schedule.postpone')}
        </Menu.Item>
        {game.status !== 'cancelled' && (
          <Menu.Item component={Link} to={`/games/officials/${game.id}`} leftSection={<IconUserCheck size={14} aria-hidden />}>
            {t('officials.open')}
          </Menu.Item>
        )}
        {game.status !== 'cancelled' && (
          <Menu.Item color="red" leftSection={<IconBan size={14} aria-hidden />} onClick={() => open({ kind: 'cancel', game })}>
            {t('schedule.cancel')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

const place = (g: ScheduledGameDTO) => g.field?.name ?? g.location ?? '';

/** The reset of a wrongly started game, confirmed with the game and its kickoff named. */
function ResetDialog({ game, onClose, onSaved }: { game: ScheduledGameDTO | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('games');
  const [saving, whileSaving] = useSaving();
  const reset = async () => {
    if (!game) return;
    const ok = await whileSaving(async () => {
      await api.scoreSheet.reset({ params: { id: game.id }, body: {} });
    });
    if (ok) onSaved();
  };
  return (
    <ConfirmDialog
      opened={game !== null}
      title={t('schedule.reset.title')}
      confirmLabel={t('schedule.reset.confirm')}
      confirmTestId="schedule-reset-confirm"
      saving={saving}
      onClose={onClose}
      onConfirm={() => void reset()}
    >
      {game && (
        <>
          <Text fw={700}>
            {t('schedule.reset.game', { number: game.number, home: game.home_team.name, away: game.away_team.name })}
          </Text>
          <Text>
            {t('schedule.reset.kickoff', { date: formatGameDate(game.kickoff_time), time: formatGameTime(game.kickoff_time) })}
          </Text>
        </>
      )}
      <Alert color="red" variant="light">
        {t('schedule.reset.text')}
      </Alert>
    </ConfirmDialog>
  );
}

/** The game's score sheet, for those who edit the competition (they may manage its games' sheets, before and after). */
function SheetLink({ game, editor }: { game: ScheduledGameDTO; editor: boolean }) {
  const { t } = useTranslation('games');
  if (!editor || game.status === 'cancelled') return null;
  return (
    <Anchor component={Link} to={`/sheet/${game.id}`} size="sm" data-testid="schedule-sheet-link">
      {t('schedule.sheet')}
    </Anchor>
  );
}

function GameCards({ games, editor, open }: { games: ScheduledGameDTO[]; editor: boolean; open: (d: Dialog) => void }) {
  const { t } = useTranslation('games');
  return (
    <Stack gap="xs" data-testid="schedule-games">
      {games.map((g) => (
        <Card key={g.id} withBorder padding="sm" data-testid={`schedule-game-${g.number}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                #{g.number} · {formatGameDate(g.kickoff_time)} {formatGameTime(g.kickoff_time)}
                {g.group?.name ? ` · ${g.group.name}` : ''}
              </Text>
              <Text fw={600} size="sm" td={g.status === 'cancelled' ? 'line-through' : undefined}>
                {g.home_team.name} – {g.away_team.name}
              </Text>
              {place(g) && (
                <Text size="xs" c="dimmed">
                  {place(g)}
                </Text>
              )}
              {g.status !== 'scheduled' && (
                <Text size="xs" fw={600} c={g.status === 'cancelled' ? 'red.8' : 'yellow.9'}>
                  {[t(`schedule.status.${g.status}`), g.status_reason].filter(Boolean).join(': ')}
                </Text>
              )}
              <SheetLink game={g} editor={editor} />
            </div>
            {/* The status line above says what a badge would; the phone keeps the room for the names. */}
            {editor && <GameActions game={g} open={open} />}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function GameTable({ games, editor, open }: { games: ScheduledGameDTO[]; editor: boolean; open: (d: Dialog) => void }) {
  const { t } = useTranslation('games');
  return (
    <Table striped highlightOnHover verticalSpacing={6} data-testid="schedule-games">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('schedule.columns.number')}</Table.Th>
          <Table.Th>{t('schedule.columns.date')}</Table.Th>
          <Table.Th>{t('schedule.columns.time')}</Table.Th>
          <Table.Th>{t('schedule.columns.game')}</Table.Th>
          <Table.Th>{t('schedule.columns.place')}</Table.Th>
          <Table.Th>{t('schedule.columns.status')}</Table.Th>
          {editor && <Table.Th aria-label={t('schedule.columns.actions')} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {games.map((g) => (
          <Table.Tr key={g.id} data-testid={`schedule-game-${g.number}`}>
            <Table.Td>{g.number}</Table.Td>
            <Table.Td>{formatGameDate(g.kickoff_time)}</Table.Td>
            <Table.Td>{formatGameTime(g.kickoff_time)}</Table.Td>
            <Table.Td td={g.status === 'cancelled' ? 'line-through' : undefined}>
              {g.home_team.name} – {g.away_team.name}
            </Table.Td>
            <Table.Td>{place(g)}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <SheetLink game={g} editor={editor} />
                <StatusBadge game={g} />
                {g.status !== 'scheduled' && g.status_reason && (
                  <Text size="xs" c="dimmed" lineClamp={1} maw={220}>
                    {g.status_reason}
                  </Text>
                )}
              </Group>
            </Table.Td>
            {editor && (
              <Table.Td w={40}>
                <GameActions game={g} open={open} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function SchedulePage() {
  const { t } = useTranslation('games');
  usePageTitle(t('schedule.title'));
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [search, setSearch] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);

  const { data: competitions } = useData(contract.competitions.list, { query: {} });
  const { data: seasons } = useData(contract.seasons.list, {});
  // The address names the competition; without one, the one this tab was last at (just made, or looked at), else the first.
  const remembered = rememberedCompetition();
  const competitionId =
    Number(search.get('competition')) || competitions?.find((c) => c.id === remembered)?.id || competitions?.[0]?.id || null;
  useEffect(() => {
    if (!competitionId) return;
    rememberCompetition(competitionId);
    if (!search.get('competition')) {
      const next = new URLSearchParams(search);
      next.set('competition', String(competitionId));
      setSearch(next, { replace: true });
    }
  }, [competitionId, search, setSearch]);
  const { data: competition } = useData(contract.competitions.get, competitionId ? { params: { id: competitionId } } : null);
  const seasonId =
    Number(search.get('season')) ||
    competition?.default_season_id ||
    competition?.groups[0]?.season_id ||
    seasons?.[0]?.id ||
    null;
  const groups = useMemo(() => competition?.groups.filter((g) => g.season_id === seasonId) ?? [], [competition, seasonId]);
  const groupParam = Number(search.get('group')) || null;
  const groupId = groups.some((g) => g.id === groupParam) ? groupParam : null;
  const group = groups.find((g) => g.id === groupId) ?? null;

  const listInput =
    competitionId && seasonId
      ? { query: { competition: competitionId, season: seasonId, group: groupId ?? undefined, page_size: 0 } }
      : null;
  const { data: answer, mutate } = useAnswer(contract.games.list, listInput);
  const games = answer?.data;

  const choose = (key: 'competition' | 'season' | 'group', value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'competition') {
      next.delete('season');
      next.delete('group');
    }
    if (key === 'season') next.delete('group');
    setSearch(next, { replace: true });
  };

  if (!competitions || !seasons) return <PageLoader />;
  if (competitions.length === 0) return <Text c="dimmed">{t('schedule.noCompetitions')}</Text>;
  const editor = competition?.editable ?? false;
  const seasonOptions = seasons.map((s) => ({ value: String(s.id), label: s.name }));
  const done = () => {
    setDialog(null);
    void mutate();
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('schedule.title')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('schedule.competition')}
          data={competitions.map((c) => ({ value: String(c.id), label: c.name }))}
          value={competitionId ? String(competitionId) : null}
          onChange={(v) => choose('competition', v)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('schedule.season')}
          data={seasonOptions}
          value={seasonId ? String(seasonId) : null}
          onChange={(v) => choose('season', v)}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t('schedule.group')}
          placeholder={t('schedule.allGroups')}
          data={groups.map((g) => ({ value: String(g.id), label: g.name ?? t('schedule.unnamedGroup') }))}
          value={groupId ? String(groupId) : null}
          onChange={(v) => choose('group', v)}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {editor && (
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'create' })}
            disabled={groups.length === 0}
          >
            {t('schedule.newGame')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconWand size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'generate' })}
            disabled={!group}
            title={group ? undefined : t('schedule.pickGroupFirst')}
          >
            {t('schedule.generate')}
          </Button>
        </Group>
      )}
      {!games ? (
        <PageLoader />
      ) : games.length === 0 ? (
        <Text c="dimmed">{t('schedule.noGames')}</Text>
      ) : wide ? (
        <GameTable games={games} editor={editor} open={setDialog} />
      ) : (
        <GameCards games={games} editor={editor} open={setDialog} />
      )}
      {competition && (dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <GameFormModal
          competition={competition}
          groups={groups}
          game={dialog.kind === 'edit' ? dialog.game : null}
          groupId={groupId}
          nextNumber={Math.max(0, ...(games ?? []).map((g) => g.number)) + 1}
          onClose={() => setDialog(null)}
          onSaved={done}
        />
      )}
      {(dialog?.kind === 'postpone' || dialog?.kind === 'cancel') && (
        <GameStatusModal kind={dialog.kind} game={dialog.game} onClose={() => setDialog(null)} onSaved={done} />
      )}
      <ResetDialog game={dialog?.kind === 'reset' ? dialog.game : null} onClose={() => setDialog(null)} onSaved={done} />
      {dialog?.kind === 'generate' && group && (
        <GeneratorModal group={group} hasGames={(games ?? []).length > 0} onClose={() => setDialog(null)} onSaved={done} />
      )}
    </Stack>
  );
}
