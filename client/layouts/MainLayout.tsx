// The signed-in frame (docs/product.md#member-area): AppShell with top bar and main menu, user loaded first.
// The styles only the signed-in top bar draws (the rest is in client/styles.ts, in the same order as Mantine's).
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { Alert, AppShell, Button, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { LanguageCode } from '../../shared/constants';
import { api } from '../api/endpoints';
import { useSelf } from '../api/hooks';
import type { SelfDTO as Self } from '../../shared/schemas/self';
import { PageLoader } from '../ui/PageLoader';
import { MainMenu } from './MainMenu';
import { TopBar } from './TopBar';

// The gate (and the HTML sanitizer its terms need) loads only for someone who has terms to consent to.
const ConsentGate = lazy(() => import('../routes/member/ConsentGate').then((m) => ({ default: m.ConsentGate })));

function needsConsent(self: Self | undefined): boolean {
  return (self?.terms_requiring_consent?.length ?? 0) > 0;
}

/** While terms wait for consent, a public page (statistics) still opens, with a way back to the consent form. */
function ConsentPending() {
  const { t } = useTranslation('member');
  return (
    <Alert color="yellow" variant="light" mb="md" data-testid="consent-pending">
      <Group justify="space-between" gap="xs">
        {t('consent.pending')}
        <Button component={Link} to="/home" size="compact-sm" variant="light" color="yellow">
          {t('consent.toGate')}
        </Button>
      </Group>
    </Alert>
  );
}

/** `publicPage`: a page guests may see too (statistics), which the consent gate leaves open. */
export function MainLayout({ publicPage = false }: { publicPage?: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data: self, mutate } = useSelf();
  const { i18n } = useTranslation();
  const gated = needsConsent(self);

  // The user's own language wins over the browser's once it is known.
  const preferred = self?.preferred_language;
  useEffect(() => {
    if (preferred && i18n.resolvedLanguage !== preferred) void i18n.changeLanguage(preferred);
  }, [preferred, i18n]);

  const persistLanguage = async (language: LanguageCode) => {
    if (!self) return;
    try {
      await api.self.update({ body: { preferred_language: language } });
      await mutate({ ...self, preferred_language: language }, { revalidate: false });
    } catch {
      // The central handler already told the user; the interface keeps the chosen language for now.
    }
  };

  return (
    <AppShell
      header={{ height: 56 }}
      // Consent gate: while terms wait for consent, the menu gives way to the consent form.
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened || gated, desktop: gated } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <TopBar
          self={self}
          menuOpened={opened}
          onToggleMenu={gated ? undefined : toggle}
          gated={gated}
          onLanguageChange={(language) => void persistLanguage(language)}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          {self && !gated && <MainMenu self={self} onNavigate={close} />}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        {self ? (
          gated && publicPage ? (
            <>
              <ConsentPending />
              <Outlet />
            </>
          ) : gated ? (
            <Suspense fallback={<PageLoader />}>
              <ConsentGate self={self} />
            </Suspense>
          ) : (
            <Outlet />
          )
        ) : (
          <PageLoader />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
