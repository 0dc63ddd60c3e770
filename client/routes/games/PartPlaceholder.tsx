// A part of the game management area not built yet: its engineer replaces the route in routes.tsx with the page.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';

export function PartPlaceholder() {
  const { t } = useTranslation('games');
  usePageTitle(t('title'));
  return <Text c="dimmed">{t('placeholder')}</Text>;
}
