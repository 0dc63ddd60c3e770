// Join (/clubs/{clubID}/join?teamID&sportID, docs/product.md#joining): subscription and interval when offered, every term
// accepted when present; the server stores the consents before the membership. 'Beitritt erfolgreich!'.
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { mutate } from 'swr';
import type { JoinInfoDTO } from '../../../shared/schemas/clubs';
import type { MembershipDTO } from '../../../shared/schemas/memberships';
import { joinChoiceProblem } from '../../../shared/schemas/players';
import { api } from '../../api/client';
import { SELF_KEY } from '../../api/hooks';
import { parseRouteId, useResource } from '../../api/resource';
import { currentLanguage } from '../../i18n';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { COMPACT_HTML_STYLE } from '../home/compact-html';
import { HOME_KEY } from '../home/keys';
import { SubscriptionFields, type SubscriptionChoice } from './SubscriptionFields';
import { TrustedHtml } from '../../ui/TrustedHtml';
import { sportName } from '../../ui/sport-name';

export function JoinPage() {
  const { t } = useTranslation('clubs');
  usePageTitle(t('join.title'));
  const navigate = useNavigate();
  const clubId = parseRouteId(useParams().clubID);
  const [params] = useSearchParams();
  const teamId = parseRouteId(params.get('teamID'));
  const sportId = parseRouteId(params.get('sportID'));
  // Joining is for a team or a sport: without a valid one of them there is nothing to join.
  const query = teamId ? `teamID=${teamId}` : sportId ? `sportID=${sportId}` : null;
  const { data: info, notFound } = useResource<JoinInfoDTO>(
    clubId && query && `/api/clubs/${clubId}/join-info?${query}&language=${currentLanguage()}`,
  );
  const [choice, setChoice] = useState<SubscriptionChoice>({ subscription_id: null, billing_interval: null });
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [submitting, setSubmitting] = useState(false);
  if (clubId === null || query === null || notFound) {
    return <NotFoundPage back={{ to: clubId ? `/clubs/${clubId}` : '/clubs', label: t('club.back') }} />;
  }
  if (!info) return <PageLoader />;
  const { meta } = info;

  const boxes = (termId: number) => {
    const term = meta.terms.find((x) => x.id === termId)!;
    return term.checkboxes.length > 0 ? term.checkboxes : [t('join.accept')];
  };
  // A term counts as accepted when all its boxes are ticked; the first box is the one the server records.
  const accepted = meta.terms.filter((term) => boxes(term.id).every((_, i) => ticks[`${term.id}:${i}`])).map((term) => term.id);
  const problem = joinChoiceProblem(meta, { ...choice, accepted_terms: accepted });

  const submit = async () => {
    setSubmitting(true);
    try {
      await api.post<MembershipDTO>(
        '/api/self/players',
        {
          clubID: meta.club.id,
          ...(meta.team ? { teamID: meta.team.id } : {}),
          sportID: meta.sport.id,
          ...(meta.subscriptions.length > 0 ? choice : {}),
          accepted_terms: accepted,
        },
        { idempotent: true },
      );
      showSuccess(t('join.success'));
      await Promise.all([mutate(SELF_KEY), mutate(HOME_KEY)]);
      await navigate('/home');
    } catch {
      // The central handler showed the translated error; the form stays as it was.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="md" maw={760}>
      <Breadcrumbs>
        <Anchor component={Link} to="/clubs" size="sm">
          {t('club.back')}
        </Anchor>
        <Anchor component={Link} to={`/clubs/${meta.club.id}`} size="sm">
          {meta.club.name}
        </Anchor>
        <Text size="sm">{t('join.title')}</Text>
      </Breadcrumbs>
      <div>
        <Title order={1} size="h2">
          {t('join.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {meta.team
            ? t('join.forTeam', { team: meta.team.name, club: meta.club.name })
            : t('join.forSport', { sport: sportName(meta.sport), club: meta.club.name })}
        </Text>
      </div>
      {!meta.is_joinable ? (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="not-joinable">
          {meta.refusal === 'SportAlreadyPlayed' ? t('team.sportAlreadyPlayed') : t('team.notJoinable')}
        </Alert>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!problem) void submit();
          }}
          noValidate
        >
          <Stack gap="lg">
            {meta.subscriptions.length > 0 && (
              <SubscriptionFields options={meta.subscriptions} value={choice} onChange={setChoice} />
            )}
            {meta.terms.length > 0 && (
              <Stack gap="sm">
                <div>
                  <Title order={2} size="h4">
                    {t('join.terms')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('join.termsText')}
                  </Text>
                </div>
                {meta.terms.map((term) => (
                  <Card key={term.id} withBorder padding="md">
                    <Text fw={600} mb="xs">
                      {term.title}
                    </Text>
                    <ScrollArea.Autosize mah={220} type="auto" mb="sm">
                      {/* Terms are written by the association or club: trusted HTML. */}
                      <Typography fz="sm" style={COMPACT_HTML_STYLE}>
                        <TrustedHtml html={term.content} />
                      </Typography>
                    </ScrollArea.Autosize>
                    <Stack gap="xs">
                      {boxes(term.id).map((text, i) => (
                        <Checkbox
                          key={i}
                          label={text}
                          required
                          checked={ticks[`${term.id}:${i}`] ?? false}
                          onChange={(e) => {
                            const checked = e.currentTarget.checked;
                            setTicks((prev) => ({ ...prev, [`${term.id}:${i}`]: checked }));
                          }}
                        />
                      ))}
                    </Stack>
                  </Card>
                ))}
              </Stack>
            )}
            <Group>
              <Button type="submit" size="md" disabled={problem !== null} loading={submitting}>
                {t('join.submit')}
              </Button>
              <Button component={Link} to={`/clubs/${meta.club.id}`} variant="subtle" size="md">
                {t('join.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
