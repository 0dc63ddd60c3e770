// The line-ups of the game: per team the players with jersey, position and eligibility warnings (flags never block),
// the captain and the starting goalie (one each at most), add from the club's candidates, remove, renumber, save; the team's officials (coaches) listed apart; the team
// manager confirms their side with the PIN, and sees when a change removed their confirmation.
import { ActionIcon, Alert, Badge, Button, Chip, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_POSITIONS } from '../../../shared/constants';
import { contract } from '../../../shared/contract';
import type { LineupPlayerDTO, SideName } from '../../../shared/schemas/score-sheet';
import { api, useAnswer } from '../../api/endpoints';
import { formatDateTime } from '../../lib/datetime';
import { useSaving } from '../../lib/use-saving';
import { ONLINE_ONLY } from './online-only';
import { PIN_OWN_ERRORS, PinModal } from './PinModal';
import classes from './score-sheet.module.css';
import type { ScoreSheetState } from './use-score-sheet';

type Position = (typeof PLAYER_POSITIONS)[number];

function SideLineup({ state, side }: { state: ScoreSheetState; side: SideName }) {
  const { t } = useTranslation('sheet');
  const { t: tAdmin } = useTranslation('admin');
  const sheet = state.sheet!;
  const lineup = sheet[side];
  const locked = sheet.game.locked_at !== null;
  // Line-ups change until the finish; confirming stays open until the lock.
  const open = !locked && sheet.game.finished_at === null;
  const editable = open && (side === 'home' ? sheet.rights.edit_home_lineup : sheet.rights.edit_away_lineup);
  const mayConfirm = !locked && (side === 'home' ? sheet.rights.confirm_home_lineup : sheet.rights.confirm_away_lineup);
  // The user's edit; until there is one, the server's line-up.
  const [edited, setEdited] = useState<LineupPlayerDTO[] | null>(null);
  const players = edited ?? lineup.players;
  const dirty = edited !== null;
  const [confirming, setConfirming] = useState(false);
  const [saving, whileSaving] = useSaving();
  const role = side === 'home' ? 'home_manager' : 'away_manager';
  const removed = lineup.confirmation ? undefined : sheet.removed_signatures.findLast((r) => r.role === role);
  const candidates = useAnswer(contract.scoreSheet.candidates, editable ? { params: { id: sheet.game.id, side } } : null);

  const change = (next: LineupPlayerDTO[]) => setEdited(next);
  const update = (membershipId: number, patch: Partial<LineupPlayerDTO>) =>
    change(players.map((p) => (p.membership_id === membershipId ? { ...p, ...patch } : p)));
  // One captain and one starting goalie per side: marking one unmarks the other players.
  const mark = (membershipId: number, field: 'captain' | 'starting_goalie', on: boolean) =>
    change(players.map((p) => ({ ...p, [field]: p.membership_id === membershipId ? on : on ? false : p[field] })));

  const inLineup = new Set(players.map((p) => p.membership_id));
  const options = (candidates.data?.data ?? [])
    .filter((c) => !inLineup.has(c.membership_id))
    .map((c) => ({
      value: String(c.membership_id),
      label: `${c.jersey_number ? `#${c.jersey_number} ` : ''}${c.name}${c.team_name ? ` (${c.team_name})` : ''}`,
    }));

  const save = () =>
    whileSaving(async () => {
      await api.scoreSheet.saveLineup(
        {
          params: { id: sheet.game.id, side },
          body: {
            players: players.map((p) => ({
              membership_id: p.membership_id,
              jersey_number: p.jersey_number?.trim() ? p.jersey_number.trim() : null,
              position: p.position,
              captain: p.captain,
              starting_goalie: p.starting_goalie,
            })),
          },
        },
        ONLINE_ONLY,
      );
      await state.mutate();
      setEdited(null);
    });

  const jerseys = players.map((p) => p.jersey_number?.trim()).filter(Boolean);

  return (
    <Stack gap="sm" data-testid={`lineup-${side}`}>
      {lineup.confirmation ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck />} data-testid={`lineup-${side}-confirmed`}>
          {t('lineup.confirmedBy', { name: lineup.confirmation.name, at: formatDateTime(lineup.confirmation.signed_at) })}
        </Alert>
      ) : removed ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t(`lineup.confirmationRemoved.${removed.cause}`)}
          data-testid={`lineup-${side}-reconfirm`}
        >
          {t('lineup.confirmationRemovedText', { name: removed.name, at: formatDateTime(removed.removed_at) })}
        </Alert>
      ) : (
        !lineup.saved && (
          <Text c="dimmed" size="sm">
            {t('lineup.notSaved')}
          </Text>
        )
      )}
      {players.length === 0 && <Text c="dimmed">{t('lineup.empty')}</Text>}
      {players.map((p) => {
        const duplicate = p.jersey_number?.trim() && jerseys.filter((j) => j === p.jersey_number?.trim()).length > 1;
        const flags = [
          ...new Set([...p.flags.filter((f) => f !== 'duplicate_jersey'), ...(duplicate ? ['duplicate_jersey' as const] : [])]),
        ];
        return (
          <div key={p.membership_id} className={classes.lineupRow} data-testid="lineup-player">
            {editable ? (
              <TextInput
                size="lg"
                inputMode="numeric"
                maxLength={3}
                aria-label={t('lineup.jersey', { name: p.name })}
                value={p.jersey_number ?? ''}
                onChange={(e) => update(p.membership_id, { jersey_number: e.currentTarget.value.replace(/\D/g, '') || null })}
                data-testid="lineup-jersey"
              />
            ) : (
              <Text fw={800} size="xl" ta="center">
                {p.jersey_number ?? '–'}
              </Text>
            )}
            <Stack gap={4}>
              <Text fw={600}>{p.name}</Text>
              {editable ? (
                <Select
                  size="md"
                  aria-label={t('lineup.position', { name: p.name })}
                  placeholder={t('lineup.noPosition')}
                  data={PLAYER_POSITIONS.map((value) => ({ value, label: tAdmin(`positions.${value}`) }))}
                  value={p.position}
                  onChange={(value) => update(p.membership_id, { position: (value as Position | null) ?? null })}
                  clearable
                />
              ) : (
                p.position && (
                  <Text size="sm" c="dimmed">
                    {tAdmin(`positions.${p.position}`)}
                  </Text>
                )
              )}
              {editable ? (
                <Group gap={6}>
                  <Chip
                    size="md"
                    checked={p.captain}
                    onChange={(on) => mark(p.membership_id, 'captain', on)}
                    aria-label={t('lineup.markCaptain', { name: p.name })}
                    data-testid="lineup-captain"
                  >
                    {t('lineup.captain')}
                  </Chip>
                  <Chip
                    size="md"
                    checked={p.starting_goalie}
                    onChange={(on) => mark(p.membership_id, 'starting_goalie', on)}
                    aria-label={t('lineup.markStartingGoalie', { name: p.name })}
                    data-testid="lineup-goalie"
                  >
                    {t('lineup.startingGoalie')}
                  </Chip>
                </Group>
              ) : (
                (p.captain || p.starting_goalie) && (
                  <Group gap={4}>
                    {p.captain && <Badge data-testid="badge-captain">{t('lineup.captain')}</Badge>}
                    {p.starting_goalie && <Badge data-testid="badge-goalie">{t('lineup.startingGoalie')}</Badge>}
                  </Group>
                )
              )}
              {flags.length > 0 && (
                <Group gap={4}>
                  {flags.map((flag) => (
                    <Badge key={flag} color="yellow.4" autoContrast variant="filled" data-testid={`flag-${flag}`}>
                      {t(`flags.${flag}`, { ageClass: lineup.age_class ?? '' })}
                    </Badge>
                  ))}
                </Group>
              )}
            </Stack>
            {editable && (
              <ActionIcon
                size={48}
                variant="subtle"
                color="red.8"
                aria-label={t('lineup.remove', { name: p.name })}
                onClick={() => change(players.filter((x) => x.membership_id !== p.membership_id))}
              >
                <IconTrash size={22} />
              </ActionIcon>
            )}
          </div>
        );
      })}
      {lineup.officials.length > 0 && (
        <Stack gap={2} data-testid="lineup-officials">
          <Text fw={700}>{t('lineup.officials')}</Text>
          {lineup.officials.map((o) => (
            <Text key={o.membership_id} data-testid="lineup-official">
              {o.position ? `${o.name} · ${tAdmin(`positions.${o.position}`)}` : o.name}
            </Text>
          ))}
        </Stack>
      )}
      {editable && (
        <Select
          size="lg"
          searchable
          label={t('lineup.add')}
          placeholder={t('lineup.addPlaceholder')}
          data={options}
          value={null}
          nothingFoundMessage={t('lineup.noCandidates')}
          onChange={(value) => {
            const c = candidates.data?.data.find((x) => String(x.membership_id) === value);
            if (!c) return;
            change([
              ...players,
              {
                membership_id: c.membership_id,
                person_id: c.person_id,
                name: c.name,
                jersey_number: c.jersey_number,
                position: c.position,
                captain: false,
                starting_goalie: false,
                flags: [],
              },
            ]);
          }}
          data-testid="lineup-add"
        />
      )}
      {editable && (dirty || !lineup.saved) && (
        <Button size="lg" onClick={() => void save()} loading={saving} data-testid="lineup-save">
          {t('lineup.save')}
        </Button>
      )}
      {mayConfirm && !lineup.confirmation && (
        <Button size="lg" color="green.8" disabled={dirty} onClick={() => setConfirming(true)} data-testid="lineup-confirm">
          {t('lineup.confirm')}
        </Button>
      )}
      <PinModal
        opened={confirming}
        title={t('lineup.confirmTitle', { team: lineup.team.name })}
        text={t('lineup.confirmText')}
        onClose={() => setConfirming(false)}
        onSign={async (pin) => {
          await api.scoreSheet.confirmLineup(
            { params: { id: sheet.game.id, side }, body: { pin } },
            { ownErrors: PIN_OWN_ERRORS },
          );
          await state.mutate();
        }}
      />
    </Stack>
  );
}

export function LineupsPanel({ state, initialSide }: { state: ScoreSheetState; initialSide: SideName }) {
  const [side, setSide] = useState<SideName>(initialSide);
  const sheet = state.sheet!;
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        size="lg"
        classNames={{ label: classes.segmentLabel }}
        value={side}
        onChange={(value) => setSide(value as SideName)}
        data={[
          { value: 'home', label: sheet.home.team.name },
          { value: 'away', label: sheet.away.team.name },
        ]}
        data-testid="lineup-side"
      />
      <SideLineup key={side} state={state} side={side} />
    </Stack>
  );
}
