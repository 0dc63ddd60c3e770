// admin.member.playerDetails (/admin/members/{id}/players/{playerID}): sends only changed fields the viewer may
// change (team: changeTeam; jersey number, positions, subscription, alumni: players.edit). A membership with a
// pending process is read-only. Setting alumni asks first; reactivation needs a sport.
import { Alert, Button, Card, Chip, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { BILLING_INTERVALS, PLAYER_POSITIONS } from '../../../shared/constants';
import { PlayerAdminUpdateInput, type PlayerDTO } from '../../../shared/schemas/persons';
import { mutate } from 'swr';
import { z } from 'zod';
import { api } from '../../api/endpoints';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { personKey, useAdminOptions, usePerson } from './api';
import { parseRouteId } from '../../api/resource';
import { PlayerSwitchCard } from './PlayerSwitchCard';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { personName } from '../../../shared/person-name';

type Values = {
  team_id: string | null;
  jersey_number: string;
  positions: string[];
  subscription_id: string | null;
  billing_interval: string | null;
  is_alumni: boolean;
  /** The sport a reactivation returns to. */
  sport_id: string | null;
};

const valuesOf = (m: PlayerDTO): Values => ({
  team_id: m.team ? String(m.team.id) : null,
  jersey_number: m.jersey_number ?? '',
  positions: [...m.positions].sort(),
  subscription_id: m.subscription ? String(m.subscription.id) : null,
  billing_interval: m.subscription?.billing_interval ? String(m.subscription.billing_interval) : null,
  is_alumni: m.is_alumni,
  // Reactivation starts from the membership's own sport; the list holds only the sports it may return to.
  sport_id: String(m.sport.id),
});

/** The update body: changed fields only, and only those the viewer may change (docs/product.md#membership-rules). */
export function playerBody(before: Values, after: Values, may: (p: string) => boolean) {
  const body: Record<string, unknown> = {};
  if (may('players.changeTeam') && after.team_id !== before.team_id) body.team_id = after.team_id ? Number(after.team_id) : null;
  if (may('players.edit')) {
    if (after.jersey_number !== before.jersey_number) body.jersey_number = after.jersey_number || null;
    if ([...after.positions].sort().join() !== before.positions.join()) body.positions = after.positions;
    if (after.subscription_id !== before.subscription_id)
      body.subscription_id = after.subscription_id ? Number(after.subscription_id) : null;
    if (after.billing_interval !== before.billing_interval)
      body.billing_interval = after.billing_interval ? Number(after.billing_interval) : null;
    if (after.is_alumni !== before.is_alumni) {
      body.is_alumni = after.is_alumni;
      if (!after.is_alumni) body.sport_id = after.sport_id ? Number(after.sport_id) : undefined;
    }
  }
  return body;
}

/** The admin's membership edit schema on what the form would send; a reactivation needs its sport. */
const playerForm = (before: Values, may: (p: string) => boolean) =>
  z.preprocess(
    (values) => playerBody(before, values as Values, may),
    PlayerAdminUpdateInput.superRefine((input, ctx) => {
      if (input.is_alumni === false && input.sport_id === undefined)
        ctx.addIssue({ code: 'custom', message: 'required', path: ['sport_id'] });
    }),
  );

function PlayerForm({ personId, membership, permissions }: { personId: number; membership: PlayerDTO; permissions: string[] }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { data: options } = useAdminOptions();
  const before = valuesOf(membership);
  const may = (p: string) => permissions.includes(p);
  const form = useSchemaForm<Values>(playerForm(before, may), {
    initialValues: before,
    validateInputOnChange: true,
    messages: { fields: { jersey_number: { invalid: t('player.jerseyInvalid') } } },
  });
  const values = form.getValues();
  const [confirmAlumni, setConfirmAlumni] = useState(false);
  const [saving, whileSaving] = useSaving();
  const readOnly = membership.pendingProcess !== null;
  const body = playerBody(before, values, may);
  const reactivating = before.is_alumni && !values.is_alumni;
  const sportId = values.sport_id;
  const subscription = membership.available_subscriptions.find((s) => String(s.id) === values.subscription_id);
  const sportName = reactivating
    ? (membership.reactivation_sports.find((s) => String(s.id) === sportId)?.name ?? membership.sport.name)
    : membership.sport.name;
  const teams = (options?.search.teams ?? []).filter((team) => team.club === membership.club_name && team.sport === sportName);
  const dirty = Object.keys(body).length > 0;
  // Leaving with unsaved changes asks first (a saved form navigates on purpose).
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async (next: Values = values) => {
    await whileSaving(async () => {
      const { data: saved } = await api.players.adminUpdate({
        params: { id: membership.id },
        body: playerBody(before, next, may),
      });
      leaving.current = true;
      await mutate(personKey(personId), saved, { revalidate: false });
      showSuccess(t('player.saved'));
      void navigate(`/admin/members/${personId}`);
    });
  };
  const set = (patch: Partial<Values>) => form.setValues(patch);

  return (
    <Stack gap="sm">
      {readOnly && <Alert color="orange">{t('player.pending')}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('player.team')}
          disabled={readOnly || !may('players.changeTeam')}
          clearable
          data={teams.map((team) => ({ value: String(team.id), label: team.name }))}
          value={values.team_id}
          onChange={(v) => set({ team_id: v })}
        />
        <TextInput
          label={t('player.jersey')}
          disabled={readOnly || !may('players.edit')}
          {...form.getInputProps('jersey_number')}
        />
        <Select
          label={t('player.subscription')}
          disabled={readOnly || !may('players.edit')}
          clearable
          data={membership.available_subscriptions.map((s) => ({ value: String(s.id), label: s.name }))}
          value={values.subscription_id}
          onChange={(v) => {
            const next = membership.available_subscriptions.find((s) => String(s.id) === v);
            // The interval is cleared when the new subscription does not offer it (docs/product.md#membership-rules).
            const keep = next && values.billing_interval && next.available_intervals.includes(Number(values.billing_interval));
            set({ subscription_id: v, billing_interval: keep ? values.billing_interval : null });
          }}
        />
        <Select
          label={t('player.interval')}
          disabled={readOnly || !may('players.edit') || !subscription}
          data={(subscription?.available_intervals ?? [...BILLING_INTERVALS]).map((n) => ({
            value: String(n),
            label: t('player.every', { count: n }),
          }))}
          value={values.billing_interval}
          onChange={(v) => set({ billing_interval: v })}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('player.positions')}
        </Text>
        <Chip.Group multiple value={values.positions} onChange={(v) => set({ positions: v })}>
          <Group gap={6}>
            {PLAYER_POSITIONS.map((p) => (
              <Chip key={p} value={p} size="xs" disabled={readOnly || !may('players.edit')}>
                {t(`positions.${p}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <Group gap="xs" align="flex-end">
        <Text size="sm" fw={500}>
          {t('labelValue', {
            ns: 'common',
            label: t('player.status'),
            value: values.is_alumni ? t('labels.alumni') : t('labels.active'),
          })}
        </Text>
        {may('players.edit') && !readOnly && (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => (values.is_alumni ? set({ is_alumni: false }) : setConfirmAlumni(true))}
          >
            {values.is_alumni ? t('player.setActive') : t('player.setAlumni')}
          </Button>
        )}
        {reactivating && (
          <Select
            size="xs"
            label={t('player.sport')}
            data={membership.reactivation_sports.map((s) => ({ value: String(s.id), label: s.name }))}
            value={sportId}
            onChange={(v) => {
              set({ sport_id: v });
              // A team of another sport does not go along.
              if (v !== String(membership.sport.id)) set({ team_id: null });
            }}
          />
        )}
      </Group>
      <Group gap="xs" mt="xs">
        <Button
          onClick={() => void save()}
          disabled={readOnly || Object.keys(body).length === 0 || !form.isValid()}
          loading={saving}
        >
          {t('common.save')}
        </Button>
        <Button variant="default" component={Link} to={`/admin/members/${personId}`}>
          {t('common.cancel')}
        </Button>
      </Group>
      <Modal opened={confirmAlumni} onClose={() => setConfirmAlumni(false)} title={t('player.status')} size="sm">
        <Text size="sm">{t('player.confirmAlumni')}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          {t('player.alumniSaves')}
        </Text>
        <Group mt="md" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setConfirmAlumni(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            size="xs"
            loading={saving}
            onClick={() => {
              // Confirming saves at once; alumni play in no team.
              void save({ ...values, is_alumni: true, team_id: null }).finally(() => setConfirmAlumni(false));
            }}
          >
            {t('common.confirm')}
          </Button>
        </Group>
      </Modal>
      <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('player.unsavedTitle')} size="sm">
        <Text size="sm">{t('player.unsavedText')}</Text>
        <Group mt="md" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => blocker.reset?.()}>
            {t('player.unsavedStay')}
          </Button>
          <Button size="xs" color="red" onClick={() => blocker.proceed?.()}>
            {t('player.unsavedLeave')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

export function PlayerDetailsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('player.title'));
  const params = useParams();
  const id = parseRouteId(params.id);
  const { data: person, notFound } = usePerson(id);
  if (id === null || notFound) return <NotFoundPage back={{ to: '/admin/member', label: t('list.title') }} />;
  if (!person) return <PageLoader />;
  const membership = person.memberships.find((m) => String(m.id) === params.playerID);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h3">
        {t('labelValue', { ns: 'common', label: t('player.title'), value: personName(person) })}
      </Title>
      <Card withBorder padding="md">
        {membership ? (
          <>
            <Text size="sm" c="dimmed" mb="sm">
              {[membership.club_name, membership.sport.name, membership.league?.league_name].filter(Boolean).join(' · ')}
            </Text>
            <PlayerForm personId={id} membership={membership} permissions={person.meta.permissions} />
          </>
        ) : (
          <Text c="dimmed">{t('common.noData')}</Text>
        )}
      </Card>
      {membership && membership.pendingProcess === null && person.meta.permissions.includes('players.changeClub') && (
        <PlayerSwitchCard personId={id} membership={membership} />
      )}
    </Stack>
  );
}
