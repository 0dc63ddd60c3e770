// The "not found" state of a member or admin page inside the main layout (an unknown or malformed id in the URL),
// as the statistics area shows its own.
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title';

interface Props {
  /** Where the button leads (the list the id belongs to); the start page by default. */
  back?: { to: string; label: string };
}

export function NotFoundPage({ back }: Props) {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Card withBorder padding="lg" maw={640} data-testid="not-found">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMoodSearch size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={back?.to ?? '/home'} variant="light" mt="xs">
          {back?.label ?? t('notFound.home')}
        </Button>
      </Stack>
    </Card>
  );
}
