// The terms the member consented to, each with its version and date (as on /terms), so the privacy page holds all
// of the member's privacy matters in one place.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '../../../shared/contract';
import { useData } from '../../api/endpoints';
import { currentLanguage } from '../../i18n';
import { formatDate } from '../../lib/datetime';

export function ConsentList() {
  const { t } = useTranslation('member');
  const { data: consents } = useData(contract.terms.consented, { query: { language: currentLanguage() } });
  return (
    <section aria-labelledby="privacy-consents">
      <Title order={2} size="h4" id="privacy-consents">
        {t('terms.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('terms.intro')}
      </Text>
      {consents && consents.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('terms.empty')}
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {consents?.map((consent) => (
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
    </section>
  );
}
