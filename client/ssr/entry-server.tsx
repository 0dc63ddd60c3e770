// The public pages rendered on the server (Vite's SSR build of the app's own components, loaded by
// server/pages/public-pages.ts): the same route table, providers and pages as in the browser, the statistics read
// through the API's services instead of fetched. A page asks swr for the answers it shows; the render records what it
// asked for, has the server read those answers, and draws again with them (a second pass at most for pages whose
// answers depend on each other). docs/decisions/030-server-rendered-pages.md.
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { Cache, State } from 'swr';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../shared/constants';
import type { RenderRequest, RenderResult, ServedPage } from '../../shared/page-render';
import { swrConfig } from '../api/hooks';
import { Root } from '../App';
import { LOADERS, NAMESPACES } from '../i18n/resources';
import { setAssociationTimeZone } from '../../shared/clock';
import { setRenderContext } from '../lib/render-context';
import type { PageHandle } from '../routes/lazy';
import { routes } from '../routes/router';

// One instance holding every language; a render switches it synchronously (the resources are all here).
const bundles = await Promise.all(LANGUAGES.map(async (language) => [language, (await LOADERS[language]()).default] as const));
void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(bundles),
  ns: NAMESPACES,
  defaultNS: 'common',
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const handler = createStaticHandler(routes);

/** swr's cache for one render: the answers read so far, and the addresses the page asked for but did not get. */
class RenderCache extends Map<string, State> implements Cache {
  readonly missed = new Set<string>();
  constructor(answers: Map<string, unknown>) {
    super([...answers].map(([address, data]) => [address, { data }] as [string, State]));
  }
  override get(key: string): State | undefined {
    const found = super.get(key);
    if (!found && key.startsWith('/api/')) this.missed.add(key);
    return found;
  }
}

/** The page's markup, and what it embeds instead of some answers (client/ui/stats/first-rows.ts). */
function draw(request: RenderRequest, context: StaticHandlerContext, cache: RenderCache) {
  void i18n.changeLanguage(request.language);
  const embed = new Map<string, unknown>();
  // This bundle has its own copy of shared/clock.ts: the server's zone reaches it with each request.
  setAssociationTimeZone(request.timeZone);
  setRenderContext({ now: request.now, phone: request.phone, host: request.host, embed });
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(
      <Root swr={{ ...swrConfig, provider: () => cache }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Root>,
    );
    return { body, embed };
  } finally {
    setRenderContext(null);
  }
}

/** JSON that cannot end its script element or break a line in old parsers. */
const scriptSafe = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const MAX_PASSES = 3;

export async function render(request: RenderRequest): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(request.url, `http://${request.host || 'localhost'}`)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const answers = new Map<string, unknown>();
  const tried = new Set<string>();
  let drawn = { body: '', embed: new Map<string, unknown>() };
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const cache = new RenderCache(answers);
    drawn = draw(request, context, cache);
    const missing = [...cache.missed].filter((address) => !tried.has(address));
    if (missing.length === 0 || pass === MAX_PASSES - 1) break;
    for (const address of missing) tried.add(address);
    const read = await Promise.all(missing.map(async (address) => [address, await request.read(address)] as const));
    const found = read.filter(([, data]) => data !== undefined);
    if (found.length === 0) break;
    for (const [address, data] of found) answers.set(address, data);
  }
  const served: ServedPage = {
    language: request.language,
    now: request.now,
    phone: request.phone,
    host: request.host,
    answers: Object.fromEntries([...answers].map(([address, data]) => [address, drawn.embed.get(address) ?? data])),
    router: { loaderData: context.loaderData, actionData: null, errors: null },
  };
  const pages = context.matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle?.page ? [handle.page] : [];
  });
  return { kind: 'page', body: drawn.body, served: scriptSafe(served), addresses: [...answers.keys()], pages };
}
