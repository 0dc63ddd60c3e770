// /games/officials/{id} (docs/product.md#game-day): a game's team managers (from the teams' team-leader rules) and its
// referees, chosen from the association's valid referee licences (level filter); a referee who referees another game
// at an overlapping time is warned about, not refused. Saving sends the whole list (PUT /games/{id}/officials).
// Below, the persons named to keep this game's score sheet (ScorersCard) and the game code for one without an account.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mutate } from 'swr';
import { contract } from '../../../../shared/contract';
import { GameOfficialsInput, type GameOfficialsDTO, type OverlappingGameDTO } from '../../../../shared/schemas/game-officials';
import { api, urlOf, useData } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { formatGameDateTime } from '../../../lib/datetime';
import { useSaving } from '../../../lib/use-saving';
import { PageLoader } from '../../../ui/PageLoader';
import { GameCodeCard } from './GameCodeCard';
import { ScorersCard } from './ScorersCard';
import { usePageTitle } from '../../../ui/use-page-title';
import { personName } from '../../../../shared/person-name';

function Overlaps({ overlaps }: { overlaps: OverlappingGameDTO[] }) {
  const { t } = useTranslation('games');
  if (overlaps.length === 0) return null;
  return (
    <Text size="xs" c="orange.8" data-testid="overlap-warning">
      <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: -1 }} />{' '}
      {t('officials.overlap', {
        games: overlaps
          .map((g) => `#${g.number} ${g.home_team_name} – ${g.away_team_name} (${formatGameDateTime(g.kickoff_time)})`)
          .join('; '),
      })}
    </Text>
  );
}

function TeamManagers({ officials }: { officials: GameOfficialsDTO }) {
  const { t } = useTranslation('games');
  const { game, team_managers: managers } = officials;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {(['home', 'away'] as const).map((side) => {
        const team = side === 'home' ? game.home_team : game.away_team;
        const names = managers.filter((m) => m.side === side);
        return (
          <Card key={side} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {t(`officials.managers.${side}`, { team: team.name })}
            </Text>
            {names.length === 0 ? (
              <Text size="sm" c="dimmed" fs="italic">
                {t('officials.managers.none')}
              </Text>
            ) : (
              names.map((m) => (
                <Text key={m.person_id} size="sm" fw={500}>
                  {personName(m)}
                </Text>
              ))
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

export function GameOfficialsPage() {
  const { t } = useTranslation('games');
  usePageTitle(t('officials.title'));
  const id = Number(useParams().gameId);
  const input = { params: { id } };
  const { data: officials, notFound } = useData(contract.gameOfficials.get, input, { notFoundState: true });
  const [level, setLevel] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const candidatesInput = { params: { id }, query: level ? { level } : {} };
  const { data: candidates } = useData(contract.gameOfficials.candidates, candidatesInput);
  const [saving, whileSaving] = useSaving();
  const form = useSchemaForm<{ referee_ids: number[] }>(GameOfficialsInput, { initialValues: { referee_ids: [] } });
  const [saved, setSaved] = useState<GameOfficialsDTO | null>(null);

  const loadedIds = officials?.referees.map((r) => r.person_id).join(',');
  useEffect(() => {
    if (officials) form.initialize({ referee_ids: officials.referees.map((r) => r.person_id) });
    // Only when the loaded list changes: initialize marks the form as loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedIds]);

  if (notFound) return <Text c="dimmed">{t('officials.notFound')}</Text>;
  if (!officials) return <PageLoader />;
  const { game } = officials;
  const selected = form.values.referee_ids;
  const toggle = (personId: number, on: boolean) =>
    form.setFieldValue('referee_ids', on ? [...selected, personId] : selected.filter((x) => x !== personId));
  // Assigned referees whose licence level the filter hides stay visible with the candidates.
  const allCandidates = candidates?.candidates ?? [];
  const needle = search.trim().toLowerCase();
  const candidateList = needle ? allCandidates.filter((c) => personName(c).toLowerCase().includes(needle)) : allCandidates;
  const nameOf = (personId: number) => {
    const known = officials.referees.find((r) => r.person_id === personId) ?? allCandidates.find((c) => c.person_id === personId);
    return known ? personName(known) : `#${personId}`;
  };
  const assignedElsewhere = officials.referees.filter((r) => !allCandidates.some((c) => c.person_id === r.person_id));

  const save = form.onSubmit((values) =>
    whileSaving(async () => {
      const answer = await api.gameOfficials.update({ params: { id }, body: values });
      setSaved(answer.data);
      await mutate(urlOf(contract.gameOfficials.get, input), answer.data, { revalidate: false });
      await mutate(urlOf(contract.gameOfficials.candidates, candidatesInput));
    }),
  );
  const warnings = saved?.referees.filter((r) => r.overlaps.length > 0) ?? [];

  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to="/games/officials" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> {t('officials.back')}
      </Anchor>
      <div>
        <Title order={2} size="h4">
          #{game.number} · {game.home_team.name} – {game.away_team.name}
        </Title>
        <Group gap="xs" mt={4}>
          <Text size="sm" c="dimmed">
            {formatGameDateTime(game.kickoff_time)} · {game.competition_name}
          </Text>
          {game.status !== 'cancelled' && (
            <Anchor component={Link} to={`/sheet/${game.id}`} size="sm">
              {t('schedule.sheet')}
            </Anchor>
          )}
          {game.status !== 'scheduled' && (
            <Badge color={game.status === 'cancelled' ? 'red' : 'yellow'} variant="light">
              {t(`officials.status.${game.status}`)}
            </Badge>
          )}
        </Group>
      </div>

      <TeamManagers officials={officials} />

      {!game.officials_editable && (
        <Alert color="gray" variant="light">
          {t(game.status === 'cancelled' ? 'officials.closedCancelled' : 'officials.closedStarted')}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="saved-warnings">
          {t('officials.savedWithOverlaps', {
            names: warnings.map(personName).join(', '),
          })}
        </Alert>
      )}

      <Card withBorder padding="sm" component="form" onSubmit={save}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
            <div>
              <Title order={3} size="h5">
                {t('officials.referees')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('officials.selected', { count: selected.length })}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap" align="flex-end" style={{ flex: '1 1 300px', justifyContent: 'flex-end' }}>
              <TextInput
                label={t('officials.search')}
                size="xs"
                style={{ flex: '1 1 150px', maxWidth: 220 }}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              <Select
                label={t('officials.level')}
                size="xs"
                style={{ flex: '1 1 150px', maxWidth: 220 }}
                clearable
                placeholder={t('officials.allLevels')}
                data={(candidates?.levels ?? []).map((l) => ({ value: String(l.level), label: l.caption || String(l.level) }))}
                value={level}
                onChange={setLevel}
              />
            </Group>
          </Group>
          {selected.length > 0 && (
            <Group gap={6} data-testid="selected-referees">
              {selected.map((personId) => (
                <Badge key={personId} variant="light" size="lg" tt="none" fw={500}>
                  {nameOf(personId)}
                </Badge>
              ))}
            </Group>
          )}
          {assignedElsewhere.map((r) => (
            <Checkbox
              key={r.person_id}
              checked={selected.includes(r.person_id)}
              disabled={!game.officials_editable}
              onChange={(e) => toggle(r.person_id, e.currentTarget.checked)}
              label={personName(r)}
              description={<Overlaps overlaps={r.overlaps} />}
            />
          ))}
          {!candidates ? (
            <PageLoader />
          ) : candidateList.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('officials.noCandidates')}
            </Text>
          ) : (
            <Stack gap={8} data-testid="referee-candidates">
              {candidateList.map((c) => (
                <Checkbox
                  key={c.person_id}
                  checked={selected.includes(c.person_id)}
                  disabled={!game.officials_editable}
                  onChange={(e) => toggle(c.person_id, e.currentTarget.checked)}
                  label={
                    <Group gap={6} wrap="wrap">
                      <span>{personName(c)}</span>
                      <Badge size="sm" variant="light" color="gray">
                        {c.level_caption ?? c.level}
                      </Badge>
                    </Group>
                  }
                  description={<Overlaps overlaps={c.overlaps} />}
                />
              ))}
            </Stack>
          )}
          {game.officials_editable && (
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {t('officials.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <ScorersCard gameId={id} />
      <GameCodeCard gameId={id} />
    </Stack>
  );
}
