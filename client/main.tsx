// Entry point: styles, translations, then the app (zod's settings come first, from public/boot.js). A page the server
// rendered (public statistics, /login for guests) is hydrated with the data it came with: no request for it again.
import './styles';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { SERVED_PAGE_ID, type ServedPage } from '../shared/page-render';
import { setNavigator } from './api/error-handler';
import { startPendingSignOut } from './api/pending-sign-out';
import { Root } from './App';
import i18n, { i18nReady, languageAfterHydration } from './i18n';
import { adoptServedTimeZone } from './lib/datetime';
import { keepForOffline } from './lib/offline-cache';
import { setRenderContext } from './lib/render-context';
import { adoptTypedValues } from './lib/typed-before-hydration';
import { createAppRouter } from './routes/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

function servedPage(): ServedPage | null {
  const element = document.getElementById(SERVED_PAGE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServedPage;
  } catch {
    return null;
  }
}

/** The served answers go into swr's cache as they are (not through mutate: hydration reads the cache's first value). */
function seedAnswers(served: ServedPage): void {
  const cache = SWRConfig.defaultValue.cache;
  for (const [address, data] of Object.entries(served.answers)) {
    cache.set(address, { data });
    // Kept for offline reading as if the page had fetched them (the service worker's statistics cache).
    keepForOffline(address, new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } }));
  }
}

/**
 * After hydration the browser's own readings take over: its width, clock and chosen language; the components that
 * show times read the browser's zone themselves (useViewerZone) and are drawn again by React alone.
 */
function afterHydration(): void {
  setRenderContext(null);
  // A guest's form (/register, /password/lost) may have been filled in while the app loaded.
  adoptTypedValues(container!);
  // A mark for tests and tools: the served page is now the running app.
  document.documentElement.dataset.hydrated = 'true';
  if (languageAfterHydration) void i18n.changeLanguage(languageAfterHydration);
}

/** client/islands/sign-in.ts WELCOME_KEY, copied: an import would put the island's module among the app's chunks. */
export const WELCOME_KEY = 'portal.welcome';

/**
 * The first page after a sign-in on a guest's served /login (client/islands/sign-in.ts) does what LoginPage does after
 * one: the browser's follows and push subscription join the account (decision 056) before the page asks for anything, then the welcome.
 */
async function afterServedSignIn(): Promise<void> {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(WELCOME_KEY);
  } catch {
    // Storage blocked: nothing to do.
  }
  if (!text) return;
  const { joinAccount } = await import('./lib/follows');
  await joinAccount();
  sessionStorage.removeItem(WELCOME_KEY);
  void import('./ui/toast').then(({ showSuccess }) => showSuccess(text));
}

async function start(): Promise<void> {
  // A sign-out the server did not hear goes out before anything else (client/api/client.ts waits for it too).
  startPendingSignOut();
  // The association's clock before anything is drawn: hydration must draw the times the server wrote.
  adoptServedTimeZone();
  const served = servedPage();
  if (served) {
    setRenderContext({ now: served.now, phone: served.phone, host: served.host });
    seedAnswers(served);
  }
  // The first language arrives as its own small chunk (i18n/resources.ts): render once it is there, so no page shows keys.
  await i18nReady;
  if (!served) await afterServedSignIn();
  const router = await createAppRouter(served?.router);
  setNavigator((to) => void router.navigate(to));
  const app = (
    <Root rendered={served ? afterHydration : undefined}>
      <RouterProvider router={router} />
    </Root>
  );
  // A page that differs from the server's is drawn anew by React; said on the console, where tests and people look.
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread until
  // the whole page is live (a phone's taps and scrolling stay responsive meanwhile).
  if (served)
    startTransition(() => {
      hydrateRoot(container!, app, { onRecoverableError: (error) => console.error('Hydration:', error) });
    });
  else createRoot(container!).render(app);
  // The service worker's registration (workbox-window) is not needed for the first paint: its own chunk.
  void import('./lib/offline').then(({ startOfflineSupport }) => startOfflineSupport());
}

void start();
