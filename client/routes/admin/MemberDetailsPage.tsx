// admin.member.details (/admin/members/{id}): person and contact data, memberships, tags, roles (ACL rules),
// international teams, licences and retirement; each box shows its actions only when the viewer may use them.
import { ActionIcon, Anchor, Badge, Button, Card, Checkbox, Grid, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { PersonDetailsDTO } from '../../../shared/schemas/persons';
import { api } from '../../api/client';
import { countryName, useCountries } from '../../api/hooks';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { CountryEmblem } from '../../ui/admin/CountryEmblem';
import { formatDate } from '../../lib/datetime';
import { LicensePanel } from '../../ui/admin/LicensePanel';
import { PersonLabels } from '../../ui/admin/PersonLabels';
import { showSuccess } from '../../ui/toast';
import { UserAvatar } from '../../ui/UserAvatar';
import { usePageTitle } from '../../ui/use-page-title';
import { useAdminOptions, usePerson } from './api';
import { listReturnOf } from './list-return';
import { RolesCard } from './RolesCard';
import { refreshApprovableCount } from '../../api/process-badge';
import { parseRouteId } from '../../api/resource';

async function act(call: () => Promise<unknown>, message: string, after: () => void): Promise<boolean> {
  try {
    await call();
    showSuccess(message);
    // A retirement may start a process the viewer approves: the badge counts it at once.
    void refreshApprovableCount();
    after();
    return true;
  } catch {
    return false;
  }
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A long e-mail address breaks inside its column instead of running over the next one. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '–'}
      </Text>
    </div>
  );
}

function ContactCard({ person, canEdit }: { person: PersonDetailsDTO; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const c = person.contactData;
  const { data: countries } = useCountries();
  const hasAddress = [c.address_1, c.address_2, c.zip_code, c.city, c.region, c.country].some(Boolean);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb={6}>
        <Title order={2} size="h5">
          {t('details.contactData')}
        </Title>
        {canEdit && (
          <Anchor component={Link} to={`/admin/members/${person.id}/contactData`} size="sm">
            {t('common.edit')}
          </Anchor>
        )}
      </Group>
      <Grid gap="xs">
        {/* On a phone the e-mail takes the whole row, the phone numbers share the next. */}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Field label={t('contact.email')} value={person.email} />
          {person.pending_email && (
            <Text size="xs" c="orange" data-testid="pending-email">
              {t('contact.emailPending', { email: person.pending_email })}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={6}>
          <Field label={t('contact.phone_number')} value={c.phone_number} />
        </Grid.Col>
        <Grid.Col span={6}>
          <Field label={t('contact.mobile_phone')} value={c.mobile_phone} />
        </Grid.Col>
      </Grid>
      {/* The address box only when an address field is filled (spec section 2). */}
      {hasAddress && (
        <Card withBorder padding="xs" mt="xs" data-testid="address-box">
          <Text size="xs" c="dimmed">
            {t('contact.address')}
          </Text>
          <Text size="sm">{[c.address_1, c.address_2].filter(Boolean).join(', ')}</Text>
          <Text size="sm">{[c.zip_code, c.city].filter(Boolean).join(' ')}</Text>
          <Text size="sm">{[c.region, countryName(countries, c.country)].filter(Boolean).join(', ')}</Text>
        </Card>
      )}
    </Card>
  );
}

function TagsCard({ person, canEdit, reload }: { person: PersonDetailsDTO; canEdit: boolean; reload: () => void }) {
  const { t } = useTranslation('admin');
  const { data: options } = useAdminOptions();
  const free = (options?.tags ?? []).filter((tag) => !person.tags.some((x) => x.id === tag.id));
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb={6}>
        {t('details.tags')}
      </Title>
      <Group gap={6} mb={canEdit ? 'xs' : 0}>
        {person.tags.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('common.noData')}
          </Text>
        )}
        {person.tags.map((tag) => (
          <Badge
            key={tag.id}
            variant="outline"
            color="teal"
            rightSection={
              canEdit ? (
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="teal"
                  aria-label={t('tags.remove', { name: tag.name })}
                  onClick={() =>
                    void act(() => api.delete(`/api/persons/${person.id}/tags/${tag.id}`), t('tags.removed'), reload)
                  }
                >
                  <IconX size={10} />
                </ActionIcon>
              ) : undefined
            }
          >
            {tag.name}
          </Badge>
        ))}
      </Group>
      {canEdit && free.length > 0 && (
        <Select
          size="xs"
          aria-label={t('tags.add')}
          placeholder={t('tags.add')}
          data={free.map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={null}
          searchable
          onChange={(v) =>
            v && void act(() => api.post(`/api/persons/${person.id}/tags`, { tag_id: Number(v) }), t('tags.assigned'), reload)
          }
        />
      )}
    </Card>
  );
}

function InternationalCard({ person, canEdit, reload }: { person: PersonDetailsDTO; canEdit: boolean; reload: () => void }) {
  const { t } = useTranslation('admin');
  const { data: options } = useAdminOptions();
  const [remove, setRemove] = useState<number | null>(null);
  // National teams are managed on association level: the options list them only to those who may.
  const editable = canEdit && (options?.international_teams.length ?? 0) > 0;
  const teams = (options?.international_teams ?? []).filter(
    (team) => !person.internationalPlayers.some((p) => p.name === team.name),
  );
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb={6}>
        {t('details.international')}
      </Title>
      <Stack gap={4}>
        {person.internationalPlayers.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('common.noData')}
          </Text>
        )}
        {person.internationalPlayers.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap">
            <Group gap={6}>
              <CountryEmblem country={p.country_code} />
              <Anchor component={Link} to={`/admin/members/${person.id}/internationalPlayers/${p.id}`} size="sm">
                {p.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {p.sport_name}
              </Text>
            </Group>
            {editable && (
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={t('international.remove')}
                onClick={() => setRemove(p.id)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      {editable && teams.length > 0 && (
        <Select
          mt="xs"
          size="xs"
          aria-label={t('international.add')}
          placeholder={t('international.add')}
          data={teams.map((team) => ({ value: String(team.id), label: `${team.name} (${team.sport.name})` }))}
          value={null}
          onChange={(v) =>
            v &&
            void act(
              () => api.post(`/api/persons/${person.id}/internationalPlayers`, { international_team_id: Number(v) }),
              t('international.added'),
              reload,
            )
          }
        />
      )}
      {/* Deleting an international assignment asks for confirmation (spec section 5). */}
      <Modal opened={remove !== null} onClose={() => setRemove(null)} title={t('international.confirmTitle')} size="sm">
        <Text size="sm">{t('international.confirm')}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setRemove(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            size="xs"
            onClick={() =>
              void act(
                () => api.delete(`/api/persons/${person.id}/internationalPlayers/${remove}`),
                t('international.removed'),
                () => {
                  setRemove(null);
                  reload();
                },
              )
            }
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

function RetirementCard({ person, reload }: { person: PersonDetailsDTO; reload: () => void }) {
  const { t } = useTranslation('admin');
  const [association, setAssociation] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  // Only associations the person is a member of (a licence or tag alone is nothing to leave), without an open
  // process on those memberships (the server would refuse both).
  const inAssociation = (id: number) => person.memberships.filter((m) => m.association.association_id === id);
  const retirable = person.associations.filter(
    (a) => inAssociation(a.id).length > 0 && inAssociation(a.id).every((m) => !m.pendingProcess),
  );
  if (retirable.length === 0) return null;
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb={6}>
        {t('retire.title')}
      </Title>
      <Group gap="xs">
        {retirable.map((a) => (
          <Button key={a.id} size="xs" variant="light" color="red" onClick={() => setAssociation(a.id)}>
            {t('retire.button', { name: a.abbreviation })}
          </Button>
        ))}
      </Group>
      <Modal opened={association !== null} onClose={() => setAssociation(null)} title={t('retire.title')} size="sm">
        <Text size="sm">{t('retire.confirm')}</Text>
        <Checkbox
          mt="sm"
          label={t('retire.checkbox')}
          checked={confirmed}
          onChange={(e) => setConfirmed(e.currentTarget.checked)}
        />
        <Group mt="md" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setAssociation(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            size="xs"
            disabled={!confirmed}
            onClick={() =>
              void act(
                () => api.delete(`/api/persons/${person.id}/associations/${association}`),
                t('retire.done'),
                () => {
                  setAssociation(null);
                  setConfirmed(false);
                  reload();
                },
              )
            }
          >
            {t('retire.submit')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

export function MemberDetailsPage() {
  const { t } = useTranslation('admin');
  const id = parseRouteId(useParams().id);
  // "Zurück" leads to the list as it was: its filters, and its scroll position (issue 13).
  const back = listReturnOf(useLocation().state);
  const { data: person, mutate, notFound } = usePerson(id);
  const { data: options } = useAdminOptions();
  usePageTitle(person ? `${person.firstname} ${person.lastname}` : t('details.title'));
  if (id === null || notFound) return <NotFoundPage back={{ to: '/admin/member', label: t('list.title') }} />;
  if (!person) return <PageLoader />;
  const may = (p: string) => person.meta.permissions.includes(p);
  const reload = () => void mutate();
  const canPlayers = may('players.edit') || may('players.changeTeam') || may('players.changeClub');
  const pool = options?.license_pool ?? [];
  const showLicenses = person.licenses.length > 0 || (pool.length > 0 && may('referees.edit'));

  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Group wrap="nowrap">
            <UserAvatar
              personId={person.id}
              firstname={person.firstname}
              lastname={person.lastname}
              avatarState={person.avatar_state}
              size={56}
              radius="xl"
            />
            <Stack gap={2}>
              <Group gap="xs">
                <Title order={1} size="h3">
                  {person.firstname} {person.lastname}
                </Title>
                <CountryEmblem country={person.international_player_country} />
              </Group>
              <Text size="sm" c="dimmed">
                {t(`gender.${person.gender}`)} · {formatDate(person.birthdate)} ·{' '}
                {t('details.registered', { date: formatDate(person.created_at) })}
              </Text>
              <PersonLabels
                alumni={person.memberships.some((m) => m.is_alumni)}
                roles={person.aclRules.map((r) => ({ role: r.role, label: r.label, target_name: r.target.name }))}
                tags={person.tags}
              />
            </Stack>
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="default" component={Link} to={`/admin/members/${person.id}/history/memberships`}>
              {t('details.history')}
            </Button>
            <Button size="xs" variant="default" component={Link} to={back.to} state={back.state}>
              {t('common.back')}
            </Button>
          </Group>
        </Group>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <ContactCard person={person} canEdit={may('persons.update')} />
            <Card withBorder padding="sm">
              <Title order={2} size="h5" mb={6}>
                {t('details.memberships')}
              </Title>
              <Stack gap={6}>
                {person.memberships.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('common.noData')}
                  </Text>
                )}
                {person.memberships.map((m) => (
                  <Group key={m.id} justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text size="sm" fw={600}>
                        {m.team ? `${m.team.name}` : m.club.name}
                        {m.jersey_number ? ` #${m.jersey_number}` : ''}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[
                          m.team ? m.club.name : null,
                          m.sport.name,
                          m.league?.league_name,
                          m.positions.map((p) => t(`positions.${p as 'attack'}`)).join(', '),
                          m.subscription
                            ? [
                                m.subscription.name,
                                m.subscription.billing_interval
                                  ? t('player.every', { count: m.subscription.billing_interval })
                                  : null,
                              ]
                                .filter(Boolean)
                                .join(', ')
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      <Group gap={4} mt={2}>
                        {m.is_alumni && (
                          <Badge size="xs" color="gray" variant="light">
                            {t('labels.alumni')}
                          </Badge>
                        )}
                        {m.pendingProcess && (
                          <Badge size="xs" color="orange" variant="light">
                            {t('details.pendingProcess')}
                          </Badge>
                        )}
                      </Group>
                    </div>
                    {canPlayers && !m.pendingProcess && (
                      <Anchor component={Link} to={`/admin/members/${person.id}/players/${m.id}`} size="sm">
                        {t('common.edit')}
                      </Anchor>
                    )}
                  </Group>
                ))}
              </Stack>
            </Card>
            {showLicenses && (
              <LicensePanel
                personId={person.id}
                readOnly={!may('referees.edit')}
                pool={pool}
                onChanged={reload}
                assigned={person.licenses.map((l) => ({
                  id: l.id,
                  name: l.name,
                  abbreviation: l.abbreviation,
                  color: l.color,
                  levels: l.levels,
                  level: l.level,
                  valid_from: l.pivot.valid_from,
                  valid_to: l.pivot.valid_to,
                  is_valid: l.is_valid,
                }))}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <TagsCard person={person} canEdit={may('persons.update')} reload={reload} />
            <RolesCard person={person} canEdit={may('persons.update')} reload={reload} act={act} />
            <InternationalCard person={person} canEdit={may('persons.update')} reload={reload} />
            {may('persons.retireFromAssociation') && <RetirementCard person={person} reload={reload} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
