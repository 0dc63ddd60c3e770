// The start page's sections: memberships, licences, schedule, personal stats and the calendar link.
import { Anchor, Badge, Box, Card, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mutate } from 'swr';
import type { LicenseDTO, ScheduleGameDTO } from '../../../shared/schemas/memberships';
import { gameDetailsPath } from '../../../shared/schemas/memberships';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import type { SelfMembershipDTO } from '../../../shared/schemas/self';
import { api } from '../../api/endpoints';
import { SELF_KEY } from '../../api/hooks';
import { useSaving } from '../../lib/use-saving';
import { ConfirmModal } from '../../ui/clubs/ConfirmModal';
import { copyText } from '../../lib/clipboard';
import { showError, showSuccess } from '../../ui/toast';
import { ReactivateButton } from '../memberships/ReactivateModal';
import { formatDate, formatGameDateTime } from '../../lib/datetime';
import { LiveIndicator } from './LiveIndicator';
import { GameStatusBadge } from '../../ui/stats/GameStatusBadge';

export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </section>
  );
}

/** Alumni memberships link back home, every other one to its club profile overview (docs/product.md#home). */
export function membershipLink(m: SelfMembershipDTO): string {
  return m.is_alumni ? '/home' : `/memberships/${m.id}/profile`;
}

function MembershipSummary({ m }: { m: SelfMembershipDTO }) {
  const { t } = useTranslation('clubs');
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text fw={600}>{m.club.name}</Text>
        <Text size="sm" c="dimmed">
          {[m.team?.name ?? t('home.noTeam'), m.sport.name].join(' · ')}
        </Text>
        {m.league && (
          <Text size="sm" c="dimmed">
            {t('home.league', { name: m.league.name })}
          </Text>
        )}
      </div>
      {m.is_alumni && (
        // Never squeezed to "ALU…" by a long club name on a phone.
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {t('home.alumni')}
        </Badge>
      )}
    </Group>
  );
}

/** The alumni card keeps its link home; reactivating sits beside the link, not inside it (no nested controls). */
function AlumniMembershipCard({ m }: { m: SelfMembershipDTO }) {
  const { t } = useTranslation('clubs');
  return (
    <Card withBorder padding={0}>
      <Box component={Link} to={membershipLink(m)} p="sm" display="block" c="inherit" td="none" data-testid="membership-card">
        <MembershipSummary m={m} />
      </Box>
      <Group justify="space-between" wrap="wrap" gap="xs" px="sm" pb="sm">
        <Text size="xs" c="dimmed">
          {t('home.alumniText')}
        </Text>
        <ReactivateButton membershipId={m.id} club={m.club.name} />
      </Group>
    </Card>
  );
}

export function MembershipList({ memberships }: { memberships: SelfMembershipDTO[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {memberships.map((m) => (
        <li key={m.id}>
          {m.is_alumni ? (
            <AlumniMembershipCard m={m} />
          ) : (
            <Card withBorder padding="sm" component={Link} to={membershipLink(m)} data-testid="membership-card">
              <MembershipSummary m={m} />
            </Card>
          )}
        </li>
      ))}
    </Stack>
  );
}

export function LicenseList({ licenses }: { licenses: LicenseDTO[] }) {
  const { t } = useTranslation('clubs');
  return (
    <Group gap="xs">
      {licenses.map((l) => {
        const level = l.levels.find((x) => x.level === l.level);
        return (
          <Card key={l.id} withBorder padding="sm" miw={220}>
            <Group gap="xs" wrap="nowrap">
              <Badge color={l.color} variant="filled">
                {l.abbreviation}
              </Badge>
              <div>
                <Text fw={600} size="sm">
                  {l.name}
                </Text>
                {level && (
                  <Badge color={level.color} variant="light" size="sm">
                    {level.caption}
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {l.pivot.valid_to ? t('home.validTo', { date: formatDate(l.pivot.valid_to) }) : t('home.validOpen')}
                </Text>
              </div>
            </Group>
          </Card>
        );
      })}
    </Group>
  );
}

function TeamLine({ name, score, shows, strong }: { name: string; score: number | null; shows: boolean; strong: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text fw={700} ff="monospace" c={shows ? undefined : 'dimmed'}>
        {shows ? score : '–'}
      </Text>
    </Group>
  );
}

/** Shown on the start page; the calendar feed has them all. */
export const SCHEDULE_SHOWN = 5;

export function Schedule({ games }: { games: ScheduleGameDTO[] }) {
  const { t, i18n } = useTranslation('clubs');
  if (games.length === 0) return <Text c="dimmed">{t('home.noGames')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {games.slice(0, SCHEDULE_SHOWN).map((g) => {
        const shows = g.is_live || g.is_finished;
        return (
          <li key={g.id}>
            <Card withBorder padding="sm" component={Link} to={gameDetailsPath(g)} data-testid="schedule-game">
              {/* Read as one sentence; the card's layout below is for the eyes (a name unlike the visible text
                  would break WCAG 2.5.3, label in name). */}
              <VisuallyHidden>
                {`${t('home.vs', { home: g.home_team_name, away: g.away_team_name })}, ${formatGameDateTime(g.kickoff_time, { language: i18n.language })}${
                  shows ? `, ${t('score', { home: g.home_score, away: g.away_score })}` : ''
                }${g.is_live ? `, ${t('live')}` : ''}${
                  g.status !== 'scheduled'
                    ? `, ${[t(`games.status.${g.status}`, { ns: 'stats' }), g.status_reason].filter(Boolean).join(': ')}`
                    : ''
                }`}
              </VisuallyHidden>
              <Stack gap={4} aria-hidden>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {formatGameDateTime(g.kickoff_time, { language: i18n.language })}
                  </Text>
                  {g.is_live && <LiveIndicator />}
                  <GameStatusBadge game={g} />
                  {g.role === 'official' && (
                    <Badge size="sm" variant="light" color="yellow">
                      {t('home.official')}
                    </Badge>
                  )}
                </Group>
                <TeamLine
                  name={g.home_team_name}
                  score={g.home_score}
                  shows={shows}
                  strong={shows && (g.home_score ?? 0) > (g.away_score ?? 0)}
                />
                <TeamLine
                  name={g.away_team_name}
                  score={g.away_score}
                  shows={shows}
                  strong={shows && (g.away_score ?? 0) > (g.home_score ?? 0)}
                />
                <Text size="xs" c="dimmed">
                  {g.competition_name}
                  {g.location ? ` · ${g.location}` : ''}
                </Text>
              </Stack>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}

// The personal stats moved to their own file (a table that fits, or stacked blocks on phones).
export { PersonalStatsTable } from './PersonalStatsTable';

/**
 * The webcal link of the own games feed, with copy and renew: a renewed address (POST /self/calendarToken) makes
 * the old one answer 404, for when it leaked. `reloadKey`: the page's answer that holds the token.
 */
export function CalendarLink({ url, reloadKey }: { url: string; reloadKey: string }) {
  const { t } = useTranslation('clubs');
  const [confirm, setConfirm] = useState(false);
  const [copied, setCopied] = useState(false);
  const [saving, whileSaving] = useSaving();
  // Copying gives no sign of its own: the toast says it worked, or how to copy the address by hand.
  const copy = async () => {
    const ok = await copyText(url);
    setCopied(ok);
    if (ok) window.setTimeout(() => setCopied(false), TOAST_DURATION_MS);
    if (ok) showSuccess(t('home.calendarCopiedToast'));
    else showError(t('home.calendarCopyFailed'));
  };
  const renew = () =>
    whileSaving(async () => {
      await api.self.renewCalendarToken({});
      setConfirm(false);
      showSuccess(t('home.calendarRenewed'));
      await Promise.all([mutate(reloadKey), mutate(SELF_KEY)]);
    });
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Anchor href={url} fw={600} data-testid="webcal-link">
            <Group gap={6} wrap="nowrap" component="span">
              <IconCalendarPlus size={18} aria-hidden />
              {t('home.calendar')}
            </Group>
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('home.calendarText')}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            variant="light"
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={() => void copy()}
          >
            {copied ? t('home.calendarCopied') : t('home.calendarCopy')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => setConfirm(true)}
            data-testid="webcal-renew"
          >
            {t('home.calendarRenew')}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={confirm}
        title={t('home.calendarRenew')}
        message={t('home.calendarRenewConfirm')}
        confirmLabel={t('home.calendarRenew')}
        cancelLabel={t('home.calendarRenewCancel')}
        busy={saving}
        onConfirm={() => void renew()}
        onClose={() => setConfirm(false)}
      />
    </Card>
  );
}
