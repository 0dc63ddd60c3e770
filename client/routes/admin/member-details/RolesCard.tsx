// The roles (ACL rules) box of a member's details: list, grant (team manager, league representative) and revoke.
// League and team rights are hidden by default (docs/product.md#member-details); the box says how many are hidden and shows them
// after a grant, so a saved right never looks like "Keine Daten". Revoking asks first.
import { ActionIcon, Anchor, Button, Card, Checkbox, Group, Modal, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AclRuleInput, type PersonDetailsDTO } from '../../../../shared/schemas/persons';
import { api } from '../../../api/endpoints';
import { useAdminOptions } from '../api';
import { useMemberAction } from './member-action';
import { personName } from '../../../../shared/person-name';

type Rule = PersonDetailsDTO['aclRules'][number];

/** League-leader and team-leader entries: hidden until asked for. */
type GrantableRole = AclRuleInput['role'];
const GRANTABLE: readonly GrantableRole[] = AclRuleInput.shape.role.options;

const isLeaderRule = (r: { role: string }) => r.role === 'league-leader' || r.role === 'team-leader';

export function RolesCard({ person, canEdit, reload }: { person: PersonDetailsDTO; canEdit: boolean; reload: () => void }) {
  const { t } = useTranslation('admin');
  const [busy, act] = useMemberAction();
  const { data: options } = useAdminOptions();
  const [showLeaders, setShowLeaders] = useState(false);
  const [role, setRole] = useState<GrantableRole | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Rule | null>(null);
  // Several rights ticked and revoked at once ('Die gewählten Rechte wurden entzogen.').
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [revokingTicked, setRevokingTicked] = useState(false);
  const tick = (id: number) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rules = person.aclRules.filter((r) => showLeaders || !isLeaderRule(r));
  const hidden = person.aclRules.length - rules.length;
  const ruleText = (r: Rule) => `${t(`roles.${r.label as 'associationAdmin'}`)} · ${r.target.name}`;
  const targets =
    role === 'league-leader'
      ? (options?.grantable.leagues ?? []).map((l) => ({ value: String(l.id), label: l.name }))
      : (options?.grantable.teams ?? []).map((team) => ({
          value: String(team.id),
          label: `${team.name} (${[team.gender !== 'none' ? t(`gender.${team.gender as 'male'}`) : null, team.sport].filter(Boolean).join(', ')}) – ${team.club}`,
        }));
  return (
    <Card withBorder padding="sm" data-testid="roles-card">
      <Group justify="space-between" mb={6}>
        <Title order={2} size="h5">
          {t('details.roles')}
        </Title>
        <Switch
          size="xs"
          label={t('roles.showLeaders')}
          checked={showLeaders}
          onChange={(e) => setShowLeaders(e.currentTarget.checked)}
        />
      </Group>
      <Stack gap={4}>
        {rules.length === 0 && hidden === 0 && (
          <Text size="sm" c="dimmed">
            {t('common.noData')}
          </Text>
        )}
        {rules.map((r) => (
          <Group key={r.id} justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              {canEdit && r.revocable && (
                <Checkbox
                  size="xs"
                  aria-label={`${t('roles.tick')}: ${ruleText(r)}`}
                  checked={ticked.has(r.id)}
                  onChange={() => tick(r.id)}
                />
              )}
              <Text size="sm">
                <b>{t(`roles.${r.label as 'associationAdmin'}`)}</b> · {r.target.name}
              </Text>
            </Group>
            {canEdit && r.revocable && (
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`${t('roles.revoke')}: ${ruleText(r)}`}
                onClick={() => setRevoking(r)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {ticked.size > 0 && (
          <Group justify="flex-end">
            <Button size="compact-xs" color="red" variant="light" onClick={() => setRevokingTicked(true)}>
              {t('roles.revokeTicked', { count: ticked.size })}
            </Button>
          </Group>
        )}
        {hidden > 0 && (
          <Text size="sm" c="dimmed" data-testid="hidden-rules">
            {t('roles.hidden', { count: hidden })}{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => setShowLeaders(true)}>
              {t('roles.showHidden')}
            </Anchor>
          </Text>
        )}
      </Stack>
      {canEdit && (
        <Group gap="xs" mt="xs" align="flex-end" wrap="wrap">
          <Select
            size="xs"
            aria-label={t('roles.role')}
            placeholder={t('roles.role')}
            data={[
              { value: 'team-leader', label: t('roles.teamManager') },
              ...((options?.grantable.leagues.length ?? 0) > 0
                ? [{ value: 'league-leader', label: t('roles.leagueRepresentative') }]
                : []),
            ]}
            value={role}
            onChange={(v) => {
              setRole(GRANTABLE.find((r) => r === v) ?? null);
              setTarget(null);
            }}
            w={170}
          />
          <Select
            size="xs"
            aria-label={t('roles.target')}
            placeholder={t('roles.target')}
            data={targets}
            value={target}
            onChange={setTarget}
            searchable
            disabled={!role}
            style={{ flex: 1 }}
            miw={160}
          />
          <Button
            size="xs"
            disabled={!role || !target}
            loading={busy}
            onClick={() =>
              void act(
                () => api.persons.addAclRule({ params: { id: person.id }, body: { role: role!, target_id: Number(target) } }),
                t('roles.saved'),
                () => {
                  setRole(null);
                  setTarget(null);
                  // The granted right is a league or team right: show those, or the box would look unchanged.
                  setShowLeaders(true);
                  reload();
                },
              )
            }
          >
            {t('common.save')}
          </Button>
        </Group>
      )}
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title={t('roles.revokeTitle')} size="sm">
        <Text size="sm">{revoking ? t('roles.revokeText', { rule: ruleText(revoking), name: personName(person) }) : ''}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setRevoking(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            size="xs"
            onClick={() => {
              if (!revoking) return;
              const id = revoking.id;
              void act(
                () => api.persons.removeAclRule({ params: { id: person.id, sub: id } }),
                t('roles.revoked'),
                () => {
                  setRevoking(null);
                  reload();
                },
              );
            }}
          >
            {t('roles.revokeConfirm')}
          </Button>
        </Group>
      </Modal>
      <Modal opened={revokingTicked} onClose={() => setRevokingTicked(false)} title={t('roles.revokeTitle')} size="sm">
        <Text size="sm">{t('roles.revokeTickedText', { count: ticked.size, name: personName(person) })}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setRevokingTicked(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            size="xs"
            onClick={() => {
              const ids = [...ticked];
              void act(
                async () => {
                  for (const id of ids) await api.persons.removeAclRule({ params: { id: person.id, sub: id } });
                },
                t('roles.revokedTicked'),
                () => {
                  setRevokingTicked(false);
                  setTicked(new Set());
                  reload();
                },
              );
            }}
          >
            {t('roles.revokeConfirm')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
