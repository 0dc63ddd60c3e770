// Error page (docs/product.md#session-pages): 'Interner Server Fehler' and a reload that starts over at the site root.
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../ui/PlainButton';
import { usePageTitle } from '../ui/use-page-title';

export function ErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('errorPage.title'));
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
        <IconServerOff size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('errorPage.title')}
      </Title>
      <Text c="dimmed">{t('errorPage.text')}</Text>
      {/* A full page load, so whatever state led here is gone. */}
      <PlainButton look="primary" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.assign('/')}>
        {t('errorPage.reload')}
      </PlainButton>
    </Stack>
  );
}
