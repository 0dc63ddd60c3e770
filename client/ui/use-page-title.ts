// Sets the browser tab title to "<page> · <app>", so tabs, history and screen readers name the page.
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('appName')}`);
}
