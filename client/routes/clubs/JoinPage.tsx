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
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { mutate } from 'swr';
import { z } from 'zod';
import type { JoinInfoDTO } from '../../../shared/schemas/clubs';
import { JoinInput, joinChoiceProblem } from '../../../shared/schemas/players';
import { api } from '../../api/endpoints';
import { SELF_KEY } from '../../api/hooks';
import { parseRouteId } from '../../api/resource';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { COMPACT_HTML_STYLE } from '../home/compact-html';
import { HOME_KEY } from '../home/keys';
import { useJoinInfo } from './api';
import { SubscriptionFields } from './SubscriptionFields';
import { TrustedHtml } from '../../ui/TrustedHtml';
import { sportName } from '../../ui/sport-name';

type JoinValues = { subscription_id: number | null; billing_interval: number | null; ticks: Record<string, boolean> };
type JoinMeta = JoinInfoDTO['meta'];

/** What POST /self/players gets: a term counts as accepted when all its boxes are ticked. */
function joinInput(meta: JoinMeta, boxes: (termId: number) => string[], values: JoinValues): JoinInput {
  const accepted = meta.terms
    .filter((term) => boxes(term.id).every((_, i) => values.ticks[`${term.id}:${i}`]))
    .map((term) => term.id);
  return {
    clubID: meta.club.id,
    ...(meta.team ? { teamID: meta.team.id } : {}),
    sportID: meta.sport.id,
    ...(meta.subscriptions.length > 0
      ? { subscription_id: values.subscription_id, billing_interval: values.billing_interval }
      : {}),
    accepted_terms: accepted,
  };
}

/** The join's request schema with the rules of the offer (the server checks both). */
const joinForm = (meta: JoinMeta, boxes: (termId: number) => string[]) =>
  z.preprocess(
    (values) => joinInput(meta, boxes, values as JoinValues),
    JoinInput.superRefine((input, ctx) => {
      const problem = joinChoiceProblem(meta, { ...input, accepted_terms: input.accepted_terms ?? [] });
      if (problem) ctx.addIssue({ code: 'custom', message: 'required', path: [problem === 'terms' ? 'ticks' : problem] });
    }),
  );

export function JoinPage() {
  const { t } = useTranslation('clubs');
  usePageTitle(t('join.title'));
  const clubId = parseRouteId(useParams().clubID);
  const [params] = useSearchParams();
  const teamId = parseRouteId(params.get('teamID'));
  const sportId = parseRouteId(params.get('sportID'));
  // Joining is for a team or a sport: without a valid one of them there is nothing to join.
  const query = teamId ? { teamID: teamId } : sportId ? { sportID: sportId } : null;
  const { data: info, notFound } = useJoinInfo(clubId, query);
  if (clubId === null || query === null || notFound) {
    return <NotFoundPage back={{ to: clubId ? `/clubs/${clubId}` : '/clubs', label: t('club.back') }} />;
  }
  if (!info) return <PageLoader />;
  return <JoinForm meta={info.meta} />;
}

function JoinForm({ meta }: { meta: JoinMeta }) {
  const { t } = useTranslation('clubs');
  const navigate = useNavigate();

  const boxes = (termId: number) => {
    const term = meta.terms.find((x) => x.id === termId)!;
    return term.checkboxes.length > 0 ? term.checkboxes : [t('join.accept')];
  };
  // The first box of a term is the one the server records.
  const form = useSchemaForm<JoinValues>(joinForm(meta, boxes), {
    initialValues: { subscription_id: null, billing_interval: null, ticks: {} },
  });
  // The central handler shows a failure's translated error; the form stays as it was.
  const [submitting, whileSubmitting] = useSaving();
  const values = form.getValues();

  const submit = (submitted: JoinValues) =>
    whileSubmitting(async () => {
      await api.self.join({ body: joinInput(meta, boxes, submitted) });
      showSuccess(t('join.success'));
      await Promise.all([mutate(SELF_KEY), mutate(HOME_KEY)]);
      await navigate('/home');
    });

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
        <form onSubmit={form.onSubmit((submitted) => void submit(submitted))} noValidate>
          <Stack gap="lg">
            {meta.subscriptions.length > 0 && (
              <SubscriptionFields options={meta.subscriptions} value={values} onChange={(choice) => form.setValues(choice)} />
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
                          checked={values.ticks[`${term.id}:${i}`] ?? false}
                          onChange={(e) => form.setFieldValue(`ticks.${term.id}:${i}`, e.currentTarget.checked)}
                        />
                      ))}
                    </Stack>
                  </Card>
                ))}
              </Stack>
            )}
            <Group>
              <Button type="submit" size="md" disabled={!form.isValid()} loading={submitting}>
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
