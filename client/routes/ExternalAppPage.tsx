// The main menu's customer portal (/customer) is an application of its own that an installation mounts in front of
// the portal (decision 015). Where none is mounted, its link lands here.
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../ui/use-page-title';

export type ExternalApp = 'customer';

export function ExternalAppPage({ app }: { app: ExternalApp }) {
  const { t } = useTranslation('pages');
  const name = t(`externalApp.name.${app}`);
  usePageTitle(name);
  return (
    <Stack gap="md" align="center" ta="center" maw={560} mx="auto" mt="xl">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconPlugConnectedX size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {name}
      </Title>
      <Text c="dimmed">{t('externalApp.text', { name })}</Text>
      <Button component={Link} to="/home" leftSection={<IconHome size={18} aria-hidden />}>
        {t('externalApp.home')}
      </Button>
    </Stack>
  );
}

export function CustomerPortalPage() {
  return <ExternalAppPage app="customer" />;
}
