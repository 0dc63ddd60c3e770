// The licence panel on a person (docs/product.md#licence-panel): overview -> choose -> new (pick licence and level);
// a click on an assigned licence opens edit, whose Actions toggle reveals "remove". Save in new needs a level,
// save in edit only when the level changed; after a save or removal the page reloads its data. The pool is what the
// viewer may assign and change (`license_pool` of contract.admin.options, the server's own rule): an assigned
// licence outside it (another association's) is shown read-only, as its save would be 403.
import { Badge, Button, Card, Group, Select, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenseDTO, LicenseLevelDTO } from '../../../shared/schemas/persons';
import { api } from '../../api/endpoints';
import { showSuccess } from '../toast';
import { formatDate } from '../../lib/datetime';
import { useSaving } from '../../lib/use-saving';

export interface PanelLicense {
  id: number;
  name: string;
  abbreviation: string;
  color: string;
  levels: LicenseLevelDTO[];
  level: number;
  valid_from: string | null;
  valid_to: string | null;
  is_valid: boolean;
}

type State =
  | { view: 'overview' }
  | { view: 'choose' }
  | { view: 'new'; licenseId: number | null; level: string | null }
  | { view: 'edit'; licenseId: number; level: string | null; actions: boolean };

interface LicensePanelProps {
  personId: number;
  assigned: PanelLicense[];
  /** Every licence the viewer may assign and change, assigned ones included. */
  pool: LicenseDTO[];
  readOnly: boolean;
  onChanged: () => void;
  title?: string;
}

export function LicensePanel({ personId, assigned, pool, readOnly, onChanged, title }: LicensePanelProps) {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<State>({ view: 'overview' });
  const [busy, whileBusy] = useSaving();
  const available = pool.filter((l) => !assigned.some((a) => a.id === l.id));
  const editable = (licenseId: number) => !readOnly && pool.some((l) => l.id === licenseId);
  const levelCaption = (levels: LicenseLevelDTO[], level: number) => levels.find((l) => l.level === level);

  const run = async (call: () => Promise<unknown>, message: string) => {
    await whileBusy(async () => {
      await call();
      showSuccess(message);
      setState({ view: 'overview' });
      onChanged();
    });
  };

  const header = (
    <Title order={2} size="h5" mb={6}>
      {title ?? t('licenses.title')}
    </Title>
  );

  if (state.view === 'choose' || state.view === 'new') {
    const chosen = state.view === 'new' ? pool.find((l) => l.id === state.licenseId) : undefined;
    return (
      <Card withBorder padding="sm" data-testid="license-panel">
        {header}
        <Stack gap="xs">
          <Select
            size="xs"
            label={t('licenses.license')}
            data={available.map((l) => ({ value: String(l.id), label: `${l.name} (${l.abbreviation})` }))}
            value={state.view === 'new' && state.licenseId ? String(state.licenseId) : null}
            onChange={(v) => setState({ view: 'new', licenseId: v ? Number(v) : null, level: null })}
          />
          {chosen && (
            <Select
              size="xs"
              label={t('licenses.level')}
              data={chosen.levels.map((l) => ({ value: String(l.level), label: `${l.level} – ${l.caption}` }))}
              value={state.view === 'new' ? state.level : null}
              onChange={(v) => state.view === 'new' && setState({ ...state, level: v })}
            />
          )}
          <Group gap="xs">
            <Button
              size="xs"
              loading={busy}
              disabled={state.view !== 'new' || !state.licenseId || !state.level}
              onClick={() =>
                state.view === 'new' &&
                void run(
                  () =>
                    api.persons.setLicense({
                      params: { id: personId, sub: Number(state.licenseId) },
                      body: { level: Number(state.level) },
                    }),
                  t('licenses.saved'),
                )
              }
            >
              {t('common.save')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setState({ view: 'overview' })}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  if (state.view === 'edit') {
    const license = assigned.find((l) => l.id === state.licenseId)!;
    const changed = state.level !== null && Number(state.level) !== license.level;
    return (
      <Card withBorder padding="sm" data-testid="license-panel">
        {header}
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {license.name}
          </Text>
          <Select
            size="xs"
            label={t('licenses.level')}
            data={license.levels.map((l) => ({ value: String(l.level), label: `${l.level} – ${l.caption}` }))}
            value={state.level ?? String(license.level)}
            onChange={(v) => setState({ ...state, level: v })}
          />
          <Group gap="xs">
            <Button
              size="xs"
              loading={busy}
              disabled={!changed}
              onClick={() =>
                void run(
                  () =>
                    api.persons.setLicense({
                      params: { id: personId, sub: license.id },
                      body: { level: Number(state.level) },
                    }),
                  t('licenses.saved'),
                )
              }
            >
              {t('common.save')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setState({ view: 'overview' })}>
              {t('common.back')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setState({ ...state, actions: !state.actions })}
              aria-expanded={state.actions}
            >
              {t('licenses.actions')}
            </Button>
          </Group>
          {state.actions && (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={busy}
              onClick={() =>
                void run(() => api.persons.removeLicense({ params: { id: personId, sub: license.id } }), t('licenses.removed'))
              }
            >
              {t('licenses.remove')}
            </Button>
          )}
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder padding="sm" data-testid="license-panel">
      {header}
      <Stack gap={4}>
        {assigned.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('licenses.none')}
          </Text>
        )}
        {assigned.map((l) => {
          const level = levelCaption(l.levels, l.level);
          const content = (
            // Wraps (dates below) rather than squeezing the badges when the column is narrow.
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap={6} wrap="wrap">
                <Badge color={l.color} variant="light" size="sm" style={{ flexShrink: 0 }}>
                  {l.abbreviation}
                </Badge>
                <Text size="sm">{l.name}</Text>
                {!readOnly && !editable(l.id) && (
                  <Tooltip label={t('licenses.otherAssociation')}>
                    <IconLock size={14} aria-label={t('licenses.otherAssociation')} style={{ flexShrink: 0, opacity: 0.6 }} />
                  </Tooltip>
                )}
                <Badge
                  color={level?.color ?? 'gray'}
                  size="xs"
                  variant={l.is_valid ? 'filled' : 'outline'}
                  style={{ flexShrink: 0 }}
                >
                  {level ? `${l.level} – ${level.caption}` : l.level}
                </Badge>
              </Group>
              <Text size="xs" c={l.is_valid ? 'dimmed' : 'red'} style={{ whiteSpace: 'nowrap' }}>
                {formatDate(l.valid_from)} – {l.valid_to ? formatDate(l.valid_to) : '∞'}
              </Text>
            </Group>
          );
          return !editable(l.id) ? (
            <div key={l.id} data-testid="license-read-only">
              {content}
            </div>
          ) : (
            <UnstyledButton
              key={l.id}
              onClick={() => setState({ view: 'edit', licenseId: l.id, level: null, actions: false })}
              aria-label={t('licenses.edit', { name: l.name })}
            >
              {content}
            </UnstyledButton>
          );
        })}
        {/* Assignment is hidden when read-only or when the pool is empty (docs/product.md#licence-panel). */}
        {!readOnly && available.length > 0 && (
          <Group mt={4}>
            <Button size="xs" variant="light" onClick={() => setState({ view: 'choose' })}>
              {t('licenses.assign')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
