// A phone's layout or the wide one, as the browser's width says (client/ui/stats/use-phone.ts: the same query). The
// server guessed it from the request's headers; where the guess was wrong (a narrow desktop window, a tablet) or the
// width changes, the choice goes into a cookie the server reads (server/pages/public-pages.ts, isPhone) and the page's
// content is drawn again by the server: the app did the same in the browser.
import { servedPage, type Island } from './island';
import { refresh } from './live';

const PHONE = '(max-width: 47.99em)';
/** The cookie server/pages/public-pages.ts reads (a unit test compares the names). */
export const WIDTH_COOKIE = 'portal.width';

let query: MediaQueryList | null = null;

function check(): void {
  const phone = query?.matches ?? false;
  const served = servedPage();
  if (!served || served.phone === phone) return;
  document.cookie = `${WIDTH_COOKIE}=${phone ? 'phone' : 'wide'}; path=/; max-age=31536000; samesite=lax`;
  // The sign-in page is drawn alike for both (CSS alone): drawn again, it would lose what was typed and its failure.
  if (window.location.pathname.startsWith('/stats')) refresh();
}

export const width: Island = {
  selector: '',
  mount() {
    if (query || typeof window.matchMedia !== 'function') return;
    query = window.matchMedia(PHONE);
    query.addEventListener('change', check);
    check();
  },
  unmount() {
    query?.removeEventListener('change', check);
    query = null;
  },
};
