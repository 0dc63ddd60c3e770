// Privacy (/terms, docs/product.md#terms-and-consent): the terms the user consented to, each with its version and date.
import { Anchor, Badge, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '../../../shared/contract';
import { useData } from '../../api/endpoints';
import { currentLanguage } from '../../i18n';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/use-page-title';
import { formatDate } from '../../lib/datetime';

export function TermsPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('terms.title'));
  const { data: consents } = useData(contract.terms.consented, { query: { language: currentLanguage() } });
  if (!consents) return <PageLoader />;

  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1} size="h2">
          {t('terms.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('terms.intro')}
        </Text>
      </div>
      {consents.length === 0 ? (
        <Card withBorder padding="lg">
          <EmptyState icon={<IconFileCertificate size={28} aria-hidden />} withIndicatorBackground title={t('terms.empty')} />
        </Card>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {consents.map((consent) => (
            <Card key={consent.term_id} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Anchor component={Link} to={`/terms/${consent.term_id}`} fw={600}>
                    {consent.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('terms.consentedAt', { version: consent.version, date: formatDate(consent.consented_at) })}
                  </Text>
                </div>
                {consent.newest_version > consent.version && (
                  <Badge variant="light" color="orange">
                    {t('terms.newVersion')}
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
