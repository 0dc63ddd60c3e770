// Providers around the router: theme, toast area, swr defaults.
import { mergeThemeOverrides, MantineProvider, PasswordInput } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { TOAST_DURATION_MS } from '../shared/constants';
import { setNavigator } from './api/error-handler';
import { swrConfig } from './api/hooks';
import { createAppRouter } from './routes/router';
import { cssVariablesResolver, theme } from './theme';
import toastClasses from './ui/toasts.module.css';

const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

export function App() {
  // Mantine names the password fields' eye button in English; it speaks the page's language instead.
  const { t } = useTranslation();
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          PasswordInput: PasswordInput.extend({
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('showPassword') } },
          }),
        },
      }),
    [t],
  );
  return (
    <MantineProvider theme={localTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {/* One toast at a time, the rest wait in Mantine's queue (docs/product.md#widgets: toasts one at a time). */}
      <Notifications
        limit={1}
        autoClose={TOAST_DURATION_MS}
        // Toasts cover no button: on desktop in the empty middle of the top bar, on phones just below it.
        position="top-center"
        classNames={{ root: toastClasses.toasts }}
      />
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </MantineProvider>
  );
}
