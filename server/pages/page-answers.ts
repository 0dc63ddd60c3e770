// The answers a server-rendered page asks for, by the address the browser would fetch them from (`/api/stats/...`,
// and the portal's terms that /register shows), read through the same services and caches as the API
// (server/domains/stats/stats-routes.ts): no HTTP round trip, and the same answer either way. Anything else, or an
// answer the API would refuse, is left to the browser.
import { LANGUAGES, type LanguageCode } from '../../shared/constants';
import { presentTerm, termsOfProduct } from '../domains/access';
import { AppError } from '../errors';
import {
  type CachedAnswer,
  associationsAnswer,
  categoryAnswer,
  gameAnswer,
  teamAnswer,
  type CategoryView,
} from '../domains/stats';

const NUMBER = /^\d{1,10}$/;
const VIEWS: readonly string[] = ['games', 'groups', 'points', 'fouls', 'goalies'] satisfies CategoryView[];

function answerAt(pathname: string, seasonId: number | undefined): Promise<CachedAnswer> | null {
  const parts = pathname.split('/').slice(3);
  if (parts.length === 1 && parts[0] === 'associations') return associationsAnswer();
  if (parts.length === 2 && parts[0] === 'games' && NUMBER.test(parts[1]!)) return gameAnswer(Number(parts[1]));
  const [type, id, view, teamId] = parts;
  if (!type || !id || !view || !NUMBER.test(id)) return null;
  if (parts.length === 3 && VIEWS.includes(view)) return categoryAnswer(view as CategoryView, type, Number(id), seasonId);
  if (parts.length === 4 && view === 'teams' && NUMBER.test(teamId!))
    return teamAnswer(type, Number(id), Number(teamId), seasonId);
  return null;
}

/** The portal's own terms, which registration asks consent to (client/routes/member/terms-api.ts useProductTerms). */
const PORTAL_TERMS = '/api/terms/portal';

async function termsAnswer(query: URLSearchParams): Promise<{ data: unknown; live: boolean } | undefined> {
  const language = query.get('language');
  if ([...query.keys()].some((key) => key !== 'language') || !(LANGUAGES as readonly (string | null)[]).includes(language))
    return undefined;
  const terms = await termsOfProduct('portal');
  return { data: terms.map((row) => presentTerm(row, language as LanguageCode)), live: false };
}

/** An answer's data and whether it shows a live game; undefined when there is none for the address. */
export async function readPageAnswer(address: string): Promise<{ data: unknown; live: boolean } | undefined> {
  const url = new URL(address, 'http://portal.invalid');
  if (url.pathname === PORTAL_TERMS) return termsAnswer(url.searchParams);
  if (!url.pathname.startsWith('/api/stats/')) return undefined;
  const season = url.searchParams.get('seasonID');
  if ([...url.searchParams.keys()].some((key) => key !== 'seasonID') || (season !== null && !NUMBER.test(season)))
    return undefined;
  const pending = answerAt(url.pathname, season === null ? undefined : Number(season));
  if (!pending) return undefined;
  try {
    const answer = await pending;
    return { data: (JSON.parse(answer.body) as { data: unknown }).data, live: answer.live };
  } catch (error) {
    // Unknown category, team or game: the page shows its "not found" state in the browser.
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
