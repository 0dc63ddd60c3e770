// Providers around the router: theme, toast area, swr defaults. The browser passes its router (main.tsx), the server
// its static one (client/ssr/entry-server.tsx): both draw the same tree, so a server-rendered page hydrates as it is.
import { mergeThemeOverrides, MantineProvider } from '@mantine/core';
import { StrictMode, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrConfig } from './api/hooks';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './ui/Toasts';

export function App({ children, swr = swrConfig }: { children: ReactNode; swr?: SWRConfiguration }) {
  // Mantine names the password fields' eye button in English; it speaks the page's language instead.
  const { t } = useTranslation();
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // A plain override (no PasswordInput.extend): the component's code stays with the pages that use it.
          PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('showPassword') } } },
        },
      }),
    [t],
  );
  // The theme's variables and classes are in index.html's head (client/theme-styles.test.tsx), not in <style> elements
  // in the body, where a served page's HTML may not have them.
  return (
    <MantineProvider
      theme={localTheme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {/* One toast at a time, the rest wait in Mantine's queue (docs/product.md#widgets: toasts one at a time). */}
      <Toasts />
      <SWRConfig value={swr}>{children}</SWRConfig>
    </MantineProvider>
  );
}

/** Runs `done` once the first render is on the screen (for a served page: once hydrated). */
function AfterFirstRender({ done }: { done?: () => void }) {
  useEffect(() => done?.(), [done]);
  return null;
}

/** The whole tree, the same in the browser and on the server (the router differs: `children`). */
export function Root({ children, swr, rendered }: { children: ReactNode; swr?: SWRConfiguration; rendered?: () => void }) {
  return (
    <StrictMode>
      <App swr={swr}>{children}</App>
      <AfterFirstRender done={rendered} />
    </StrictMode>
  );
}
