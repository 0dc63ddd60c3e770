// "Benachrichtigungen" (/notifications, decision 056): what one follows and what arrives about it, quiet hours, this
// browser's push subscription (on, off, refused or impossible), a member's mail instead of push and their other devices.
// Guests use it too: their follows and their subscription's token are kept in the browser.
import { Alert, Badge, Button, Card, Checkbox, Fieldset, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconInfoCircle } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import useSWR from 'swr';
import { contract } from '../../../shared/contract';
import type { SessionStateDTO } from '../../../shared/schemas/auth';
import type { FollowDTO, FollowTargetKind, PushEvent, PushUpdateDTO } from '../../../shared/schemas/follows';
import { MAIL_EVENTS, MAX_MY_TEAMS, MAX_TOPICS } from '../../../shared/schemas/follows';
import { api, useData } from '../../api/endpoints';
import { currentLanguage } from '../../i18n';
import { formatDate } from '../../lib/datetime';
import { guestFollows, onGuestFollowsChange, removeGuestFollow } from '../../islands/follows-store';
import {
  ALL_PUSH_EVENTS,
  PushFailure,
  pushSupport,
  pushToken,
  readPush,
  subscribePush,
  unsubscribePush,
  updatePush,
} from '../../islands/push';
import { useSaving } from '../../lib/use-saving';
import { PageLoader } from '../../ui/PageLoader';
import { showError, showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';

/** The route of the page's frame (router.tsx), whose loader answers the session state. */
export const NOTIFICATIONS_FRAME = 'notifications';

type MailEvent = (typeof MAIL_EVENTS)[number];
const keyOf = (target: FollowTargetKind, id: number) => `${target}:${id}`;

interface Row {
  target: FollowTargetKind;
  id: number;
  name: string;
  implicit: boolean;
  /** Followed (a member's list or the browser's); false: only a topic of the subscription is left. */
  followed: boolean;
  mail: MailEvent[];
}

interface Draft {
  events: Record<string, PushEvent[]>;
  mail: Record<string, MailEvent[]>;
  quiet: { on: boolean; start: string; end: string };
}

const emptyGuestIds: number[] = [];

/** The follows of this reader: the account's for a member, the browser's for a guest (teams named by the server). */
function useFollows(signedIn: boolean) {
  const guest = useSyncExternalStore(onGuestFollowsChange, guestFollows, () => []);
  const member = useData(contract.follows.list, signedIn ? {} : null);
  const teamIds = signedIn ? emptyGuestIds : guest.filter((f) => f.target === 'team').map((f) => f.id);
  const teams = useData(
    contract.follows.guestTeams,
    teamIds.length > 0 ? { query: { ids: teamIds.slice(0, MAX_MY_TEAMS).join(',') } } : null,
  );
  if (signedIn) return { follows: member.data, reload: () => member.mutate() };
  const names = new Map((teams.data ?? []).map((t) => [t.team_id, t.team_name]));
  const follows: FollowDTO[] = guest.map((f) => ({
    target: f.target,
    id: f.id,
    name: (f.target === 'team' ? names.get(f.id) : undefined) ?? f.name ?? null,
    implicit: false,
    mail_events: [],
    created_at: null,
  }));
  return { follows: teamIds.length > 0 && !teams.data && !teams.error ? undefined : follows, reload: () => undefined };
}

export function NotificationsPage() {
  const { t } = useTranslation('follows');
  usePageTitle(t('title'));
  // The frame's loader (router.tsx) asked whether someone is signed in.
  const signedIn = useRouteLoaderData<SessionStateDTO>(NOTIFICATIONS_FRAME)?.has_session === true;
  const { follows, reload } = useFollows(signedIn);
  const token = useSyncExternalStore(subscribeToken, pushToken, () => null);
  const subscription = useSWR(token ? ['push-subscription', token] : null, () => readPush(token));
  const devices = useData(contract.push.mine, signedIn ? {} : null);
  const [support, setSupport] = useState(pushSupport);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, whileSaving] = useSaving();

  if (!follows || (token && subscription.data === undefined && !subscription.error)) return <PageLoader />;
  const current = subscription.data ?? null;

  const rows: Row[] = follows.map((f) => ({
    target: f.target,
    id: f.id,
    name: f.name ?? t('unnamed', { target: t(`targets.${f.target}`), id: f.id }),
    implicit: f.implicit,
    followed: true,
    mail: f.mail_events,
  }));
  for (const topic of current?.topics ?? []) {
    if (!rows.some((r) => r.target === topic.target && r.id === topic.id))
      rows.push({
        target: topic.target,
        id: topic.id,
        name: t('unnamed', { target: t(`targets.${topic.target}`), id: topic.id }),
        implicit: false,
        followed: false,
        mail: [],
      });
  }

  const fromServer = (): Draft => ({
    events: Object.fromEntries(
      rows.map((r) => {
        const topic = current?.topics.find((x) => x.target === r.target && x.id === r.id);
        // Not subscribed yet: everything, to be narrowed before or after switching on.
        return [keyOf(r.target, r.id), topic ? topic.events : current ? [] : [...ALL_PUSH_EVENTS]];
      }),
    ),
    mail: Object.fromEntries(rows.map((r) => [keyOf(r.target, r.id), r.mail])),
    quiet: current?.quiet_hours ? { on: true, ...current.quiet_hours } : { on: false, start: '22:00', end: '07:00' },
  });
  const values = draft ?? fromServer();
  const change = (next: Partial<Draft>) => setDraft({ ...values, ...next });

  const settings = (): PushUpdateDTO => ({
    language: currentLanguage(),
    quiet_hours: values.quiet.on ? { start: values.quiet.start, end: values.quiet.end } : null,
    topics: rows
      .map((r) => ({ target: r.target, id: r.id, events: values.events[keyOf(r.target, r.id)] ?? [] }))
      .filter((topic) => topic.events.length > 0)
      .slice(0, MAX_TOPICS),
  });

  const refresh = async () => {
    setDraft(null);
    await Promise.all([subscription.mutate(), reload(), signedIn ? devices.mutate() : undefined]);
  };

  const enable = () =>
    whileSaving(async () => {
      try {
        await subscribePush(settings());
        setSupport(pushSupport());
        showSuccess(t('push.enabled'));
        notifyToken();
        await refresh();
      } catch (error) {
        setSupport(pushSupport());
        if (error instanceof PushFailure && error.reason === 'service') showError(t('push.serviceFailed'));
        else if (!(error instanceof PushFailure) || error.reason === 'server') throw error;
      }
    });

  const unsubscribe = (which: string) =>
    whileSaving(async () => {
      await unsubscribePush(which);
      notifyToken();
      showSuccess(t('push.unsubscribed'));
      await refresh();
    });

  const save = () =>
    whileSaving(async () => {
      if (signedIn) {
        for (const r of rows.filter((x) => x.followed)) {
          const mail = values.mail[keyOf(r.target, r.id)] ?? [];
          if (mail.join() !== r.mail.join())
            await api.follows.follow({ body: { target: r.target, id: r.id, mail_events: mail } });
        }
      }
      if (token && current) await updatePush(token, settings());
      showSuccess(t('saved'));
      await refresh();
    });

  const unfollow = (r: Row) =>
    whileSaving(async () => {
      if (signedIn && r.followed) await api.follows.unfollow({ params: { target: r.target, id: r.id } });
      else removeGuestFollow(r.target, r.id);
      if (token && current)
        await updatePush(token, {
          ...settings(),
          topics: settings().topics.filter((x) => x.target !== r.target || x.id !== r.id),
        });
      await refresh();
    });

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('intro')}
        </Text>
      </div>

      <Card withBorder padding="lg" component="section" aria-labelledby="push-title" data-testid="push-status">
        <Title order={2} size="h4" id="push-title" mb="sm">
          {t('push.title')}
        </Title>
        {current ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconBell size={20} aria-hidden />
              <Text>{t('push.on')}</Text>
            </Group>
            <Button
              variant="light"
              color="red"
              leftSection={<IconBellOff size={16} aria-hidden />}
              loading={saving}
              onClick={() => void unsubscribe(current.token)}
            >
              {t('push.unsubscribe')}
            </Button>
          </Group>
        ) : support === 'unsupported' || support === 'denied' ? (
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="push-unavailable">
            {t(support === 'denied' ? 'push.denied' : 'push.unsupported')}
          </Alert>
        ) : (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text>{t('push.off')}</Text>
            <Button
              leftSection={<IconBell size={16} aria-hidden />}
              loading={saving}
              disabled={rows.length === 0}
              onClick={() => void enable()}
            >
              {t('push.enable')}
            </Button>
          </Group>
        )}
      </Card>

      {rows.length === 0 ? (
        <Card withBorder padding="lg" data-testid="follows-empty">
          <Title order={2} size="h4">
            {t('empty.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('empty.text')}
          </Text>
          <Button component={Link} to="/stats" variant="light" mt="md">
            {t('empty.link')}
          </Button>
        </Card>
      ) : (
        <Stack gap="md" data-testid="follow-list">
          {rows.map((r) => {
            const key = keyOf(r.target, r.id);
            return (
              <Fieldset
                key={key}
                data-testid="follow-row"
                legend={
                  <Group gap="xs" component="span">
                    <Text span fw={600}>
                      {r.name}
                    </Text>
                    <Badge variant="light" color="gray" size="sm" component="span">
                      {r.implicit ? t('own') : t(`targets.${r.target}`)}
                    </Badge>
                  </Group>
                }
              >
                <Checkbox.Group
                  label={t('eventsOf', { name: r.name })}
                  value={values.events[key] ?? []}
                  onChange={(events) => change({ events: { ...values.events, [key]: events as PushEvent[] } })}
                >
                  <Group gap="md" mt="xs">
                    {ALL_PUSH_EVENTS.map((event) => (
                      <Checkbox key={event} value={event} label={t(`events.${event}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
                {signedIn && r.followed && (
                  <Group gap="lg" mt="md">
                    {MAIL_EVENTS.map((event) => (
                      <Switch
                        key={event}
                        label={t(`mail.${event}`)}
                        checked={(values.mail[key] ?? []).includes(event)}
                        onChange={(e) => {
                          const mail = (values.mail[key] ?? []).filter((m) => m !== event);
                          change({ mail: { ...values.mail, [key]: e.currentTarget.checked ? [...mail, event] : mail } });
                        }}
                      />
                    ))}
                  </Group>
                )}
                {!r.implicit && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    mt="md"
                    aria-label={t('unfollowOf', { name: r.name })}
                    disabled={saving}
                    onClick={() => void unfollow(r)}
                  >
                    {t('unfollow')}
                  </Button>
                )}
              </Fieldset>
            );
          })}
        </Stack>
      )}

      <Card withBorder padding="lg" component="section" aria-labelledby="quiet-title">
        <Title order={2} size="h4" id="quiet-title" mb="sm">
          {t('quiet.title')}
        </Title>
        <Switch
          label={t('quiet.enabled')}
          checked={values.quiet.on}
          onChange={(e) => change({ quiet: { ...values.quiet, on: e.currentTarget.checked } })}
        />
        {values.quiet.on && (
          <Group gap="md" mt="sm">
            <TextInput
              type="time"
              label={t('quiet.start')}
              value={values.quiet.start}
              onChange={(e) => change({ quiet: { ...values.quiet, start: e.currentTarget.value } })}
            />
            <TextInput
              type="time"
              label={t('quiet.end')}
              value={values.quiet.end}
              onChange={(e) => change({ quiet: { ...values.quiet, end: e.currentTarget.value } })}
            />
          </Group>
        )}
        <Text size="sm" c="dimmed" mt="sm">
          {t('quiet.hint')}
        </Text>
      </Card>

      {(current || signedIn) && rows.length > 0 && (
        <Group>
          <Button loading={saving} disabled={draft === null} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Group>
      )}

      {/* A member's browsers; this one, subscribed as a guest before signing in, shows in the card above. */}
      {signedIn && devices.data && devices.data.length > 0 && (
        <Card withBorder padding="lg" component="section" aria-labelledby="devices-title" data-testid="push-devices">
          <Title order={2} size="h4" id="devices-title" mb="sm">
            {t('devices.title')}
          </Title>
          <Stack gap="xs">
            {devices.data.map((d) => (
              <Group key={d.id} justify="space-between" wrap="wrap" gap="xs">
                <div>
                  {d.token === token && (
                    <Badge variant="light" mb={4}>
                      {t('devices.this')}
                    </Badge>
                  )}
                  <Text size="sm">{t('devices.since', { date: formatDate(d.created_at), service: d.service })}</Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  disabled={saving}
                  onClick={() => void unsubscribe(d.token)}
                >
                  {t('devices.remove')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** The token changes only through this page (subscribe, unsubscribe) or another tab (storage event). */
const tokenListeners = new Set<() => void>();
function subscribeToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function notifyToken(): void {
  for (const listener of tokenListeners) listener();
}
