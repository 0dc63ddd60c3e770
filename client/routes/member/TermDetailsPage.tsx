// One term (/terms/{termID}, docs/product.md#terms-and-consent): its newest text and the user's consent to it.
import { Alert, Anchor, Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseRouteId } from '../../api/resource';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/use-page-title';
import { formatDate } from '../../lib/datetime';
import { TrustedHtml } from '../../ui/TrustedHtml';
import { useTerm } from './terms-api';

export function TermDetailsPage() {
  const { t } = useTranslation('member');
  const termId = parseRouteId(useParams().termID);
  // An unknown term is said on the page, not by the error page.
  const { data: term, notFound } = useTerm(termId);
  usePageTitle(term?.title ?? t('terms.title'));
  if (termId === null || notFound) return <NotFoundPage back={{ to: '/terms', label: t('terms.back') }} />;
  if (!term) return <PageLoader />;

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/terms" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('terms.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {term.title}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('terms.versionOf', { version: term.version, date: formatDate(term.date) })}
        </Text>
      </div>
      {term.consent && (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
          {t('terms.consentedAt', { version: term.consent.version, date: formatDate(term.consent.consented_at) })}
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Typography>
          <TrustedHtml html={term.content} />
        </Typography>
      </Card>
    </Stack>
  );
}
