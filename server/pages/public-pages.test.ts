// The public pages' HTML: a head of their own (title, description, Open Graph) in the reader's language, 404 for what
// does not exist, kept behind the statistics stamp (304 for an unchanged page, a new title once a game changes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { statementsOf } from '../../test/speed/statements';
import { useTestApp } from '../../test/app';
import type { Live } from '../live';
import { buildCompetition, buildGame, buildGroup, buildSeason, buildTeams } from '../../test/factories-stats';
import { buildTerm } from '../../test/factories-member';
import { readPageAnswer } from './page-answers';
import { publicPagesRouter, stampOf } from './public-pages';
import { appShell } from './served-zone';

const t = useTestApp();
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pages-'));
// The app's own page template: the head tags are put into it.
fs.copyFileSync(path.join(__dirname, '..', '..', 'client', 'index.html'), path.join(clientDir, 'index.html'));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const live = (): Live => t.app.locals.live as Live;
beforeAll(async () => {
  // As in the server: the LISTEN connection runs from the start, so the pages' stamps are kept in memory.
  live().listener.start();
  await live().listener.ready();
});

// One router for the file, as in the server: its kept pages live as long as it does.
let pagesApp: express.Express | null = null;
const pages = () => {
  if (!pagesApp) {
    pagesApp = express();
    pagesApp.use(publicPagesRouter(t.config, clientDir, live().pageStamps));
    pagesApp.use((_req, res) => void res.status(418).end());
  }
  return supertest(pagesApp);
};

async function league() {
  const season = await buildSeason();
  const competition = await buildCompetition({ name: 'Bundesliga Nord', defaultSeasonId: season.id });
  const [bears, warriors] = await buildTeams(competition.associationId, ['Berlin Bears', 'Hamburg Warriors']);
  const group = await buildGroup({ competitionId: competition.id, seasonId: season.id, teamIds: [bears!.id, warriors!.id] });
  const game = await buildGame({
    competitionId: competition.id,
    seasonId: season.id,
    groupId: group.id,
    home: bears!,
    away: warriors!,
    score: [9, 11],
  });
  return { competition, game, bears: bears! };
}

/** Waits until `done()` holds (the machine may be busy: no fixed sleep, a generous bound). */
async function waitFor(done: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

describe('public page heads', () => {
  it('a game page is titled with its teams and score, also for sharing (Open Graph)', async () => {
    const { competition, game } = await league();
    const res = await pages()
      .get(`/stats/leagues/${competition.id}/games/${game.id}`)
      .set('Accept-Language', 'de-DE')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<title>Berlin Bears 9:11 Hamburg Warriors</title>');
    expect(meta(res.text, 'og:title')).toBe('Berlin Bears 9:11 Hamburg Warriors');
    expect(meta(res.text, 'og:description')).toBe(`Bundesliga Nord · Nr. ${game.number}`);
    expect(meta(res.text, 'og:url')).toBe(`http://portal.test/stats/leagues/${competition.id}/games/${game.id}`);
    expect(res.text).toContain(`<html lang="de"`);
    // One description: the template's general one is replaced.
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('each view of a category in the reader’s language', async () => {
    const { competition, bears } = await league();
    const standings = await pages().get(`/stats/leagues/${competition.id}/teams`).set('Accept-Language', 'en-GB,en;q=0.9');
    expect(standings.status).toBe(200);
    expect(standings.text).toContain(`<html lang="en"`);
    expect(standings.text).toMatch(/<title>Bundesliga Nord · Standings · Ligaportal<\/title>/);
    const team = await pages().get(`/stats/leagues/${competition.id}/teams/${bears.id}`).set('Accept-Language', 'fr');
    expect(team.text).toContain('<title>Berlin Bears · Bundesliga Nord</title>');
    expect(team.text).toContain(`<html lang="fr"`);
    const overview = await pages().get('/stats').expect(200);
    expect(overview.text).toContain('<title>Statistiken · Ligaportal</title>');
  });

  it('what does not exist is a 404 page, not indexed', async () => {
    const { competition } = await league();
    for (const url of [
      '/stats/leagues/999999/games',
      `/stats/tournaments/${competition.id}/games`,
      `/stats/leagues/${competition.id}/games/999999`,
      `/stats/leagues/${competition.id}/teams/999999`,
      `/stats/leagues/${competition.id}/nonsense`,
      '/stats/cups/1/games',
      '/stats/leagues/99999999999/games',
    ]) {
      const res = await pages().get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(meta(res.text, 'robots')).toBe('noindex');
    }
  });

  it('an unchanged page answers 304; a changed game shows its new score on the next view', async () => {
    const { competition, game } = await league();
    const url = `/stats/leagues/${competition.id}/games/${game.id}`;
    const first = await pages().get(url).expect(200);
    await pages().get(url).set('If-None-Match', first.headers.etag!).expect(304);
    const heard = live().pageStamps.heard;
    await t.prisma.game.update({ where: { id: game.id }, data: { homeScore: 10 } });
    // The change is announced after commit (trigger stats_versions_announce) and heard on the LISTEN connection.
    await waitFor(() => live().pageStamps.heard > heard);
    const next = await pages().get(url).set('If-None-Match', first.headers.etag!).expect(200);
    expect(next.text).toContain('<title>Berlin Bears 10:11 Hamburg Warriors</title>');
  });

  it('a kept page is answered without a statement while nothing changes; a change is read once', async () => {
    const { competition, game } = await league();
    const url = `/stats/leagues/${competition.id}/teams`;
    const other = await buildCompetition({ name: 'Andere Liga' });
    // The set-up's own changes are still being announced for a moment; then a view reads nothing.
    await waitFor(async () => (await statementsOf(() => pages().get(url).expect(200))).count === 0);
    // Another competition's change leaves this page's stamp alone; its own forgets it.
    const heard = live().pageStamps.heard;
    await t.prisma.competition.update({ where: { id: other.id }, data: { name: 'Andere Liga 2' } });
    await waitFor(() => live().pageStamps.heard > heard);
    expect((await statementsOf(() => pages().get(url).expect(200))).count).toBe(0);
    const heardOwn = live().pageStamps.heard;
    await t.prisma.game.update({ where: { id: game.id }, data: { homeScore: 12 } });
    await waitFor(() => live().pageStamps.heard > heardOwn);
    const changed = await statementsOf(() => pages().get(url).expect(200));
    expect(changed.count).toBeGreaterThan(0);
    expect(changed.result.text).toContain('Bundesliga Nord');
  });

  it('tells a reader without a session cookie that they are a guest (no session check needed), others not', async () => {
    const { competition } = await league();
    const url = `/stats/leagues/${competition.id}/teams`;
    const guest = await pages().get(url).expect(200);
    expect(guest.text).toContain('<meta name="portal-session" content="guest" />');
    const member = await pages().get(url).set('Cookie', 'portal.sid=s%3Aanything').expect(200);
    expect(member.text).not.toContain('portal-session');
    expect(member.headers.etag).not.toBe(guest.headers.etag);
  });

  it('a team or game address that is no number is a 404 page, a trailing slash the page itself', async () => {
    const { competition } = await league();
    const base = `/stats/leagues/${competition.id}`;
    for (const path of [`${base}/teams/abc`, `${base}/games/abc`, `${base}/teams/1e3`, `${base}/games/99999999999`]) {
      const res = await pages().get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
    const slash = await pages().get(`${base}/teams/`).expect(200);
    expect(slash.text).toContain('<title>Bundesliga Nord · Tabelle · Ligaportal</title>');
  });

  it('a browser asking only for other languages reads English, a reader without a wish German', async () => {
    const { competition } = await league();
    const url = `/stats/leagues/${competition.id}/teams`;
    expect((await pages().get(url).set('Accept-Language', 'es-ES,es;q=0.9').expect(200)).text).toContain('<html lang="en"');
    expect((await pages().get(url).expect(200)).text).toContain('<html lang="de"');
    expect((await pages().get(url).set('Accept-Language', 'es;q=0.9, nl;q=0.5').expect(200)).text).toContain('<html lang="nl"');
  });

  it('a made-up query makes no other page (the season is the only parameter a page knows)', async () => {
    const { competition } = await league();
    const url = `/stats/leagues/${competition.id}/teams`;
    const plain = await pages().get(url).expect(200);
    const junk = await pages().get(`${url}?utm_source=x&_=${Date.now()}`).expect(200);
    expect(junk.headers.etag).toBe(plain.headers.etag);
    expect(meta(junk.text, 'og:url')).toBe(`http://portal.test${url}`);
  });

  it('other paths are not its business', async () => {
    await pages().get('/admin/dashboard').expect(418);
  });
});

describe('registration and a lost password', () => {
  it('are public pages with their own titles, in the reader’s language', async () => {
    const register = await pages().get('/register').set('Accept-Language', 'de').expect(200);
    expect(register.text).toContain('<title>Registrieren · Ligaportal</title>');
    expect(register.text).toContain('<meta name="portal-session" content="guest" />');
    const lost = await pages().get('/password/lost').set('Accept-Language', 'fr').expect(200);
    expect(lost.text).toMatch(/<html lang="fr"/);
    expect(lost.text).toContain('<title>Mot de passe oublié · Ligaportal</title>');
    await pages().get('/password/lost/else').expect(418);
  });

  it('the registration page is kept while the portal’s terms stay, and changes with them', async () => {
    const before = (await stampOf('/register', undefined)).stamp;
    const term = await buildTerm(t, { versions: 1 });
    const added = (await stampOf('/register', undefined)).stamp;
    expect(added).not.toBe(before);
    // Kept in memory as the statistics pages are: once the set-up's announcements are heard, a view reads nothing.
    await waitFor(async () => (await statementsOf(() => pages().get('/register').expect(200))).count === 0);
    const heard = live().pageStamps.heard;
    await t.prisma.termVersion.update({ where: { id: term.versionIds[0] }, data: { title: { de: 'AGB neu' } } });
    // Announced after commit (trigger term_versions_announce) and heard on the LISTEN connection.
    await waitFor(() => live().pageStamps.heard > heard);
    // The kept stamp is forgotten: the next view reads the terms again, and the one after it nothing.
    expect((await statementsOf(() => pages().get('/register').expect(200))).count).toBeGreaterThan(0);
    expect((await statementsOf(() => pages().get('/register').expect(200))).count).toBe(0);
    expect((await stampOf('/register', undefined)).stamp).not.toBe(added);
  });

  it('the render reads the portal’s terms in a language of ours, nothing else of the terms', async () => {
    const term = await buildTerm(t, { text: { title: { de: 'Nutzungsbedingungen', en: 'Terms of use' } } });
    const answer = await readPageAnswer('/api/terms/portal?language=en');
    const terms = answer?.data as { id: number; title: string }[];
    expect(terms.find((row) => row.id === term.id)?.title).toBe('Terms of use');
    expect(answer?.live).toBe(false);
    for (const address of [
      '/api/terms/portal',
      '/api/terms/portal?language=xx',
      '/api/terms/portal?language=de&version=1',
      `/api/terms/${term.id}?language=de`,
      '/api/terms/consented?language=de',
    ])
      expect(await readPageAnswer(address)).toBeUndefined();
  });
});

describe('the Host header', () => {
  const VIEWS_WITH_MADE_UP_HOSTS = 200;

  it('with PUBLIC_URL plays no part: one kept page serves every Host, and names PUBLIC_URL', async () => {
    const { competition } = await league();
    const url = `/stats/leagues/${competition.id}/teams`;
    const router = publicPagesRouter(t.config, clientDir, live().pageStamps);
    const app = express().use(router);
    await supertest(app).get(url).expect(200);
    for (let i = 0; i < VIEWS_WITH_MADE_UP_HOSTS; i += 1) {
      const res = await supertest(app).get(url).set('Host', `made-up-${i}.example`).expect(200);
      if (i === 0) expect(meta(res.text, 'og:url')).toBe(`http://portal.test${url}`);
    }
    expect(router.kept.size.pages).toBe(1);
    expect(router.kept.made).toBe(1);
  });

  it('without PUBLIC_URL keeps pages only for the hosts the server is known by: made-up ones neither grow nor evict', async () => {
    const { competition } = await league();
    const url = `/stats/leagues/${competition.id}/teams`;
    const router = publicPagesRouter({ ...t.config, publicUrl: undefined }, clientDir, live().pageStamps);
    // One listening server, so that its own address (the Host supertest sends) stays the same.
    const server = express().use(router).listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const own = await supertest(server).get(url).expect(200);
      const { port } = server.address() as { port: number };
      expect(meta(own.text, 'og:url')).toBe(`http://127.0.0.1:${port}${url}`);
      const { pages: keptPages, bytes } = router.kept.size;
      expect(keptPages).toBe(1);

      for (let i = 0; i < VIEWS_WITH_MADE_UP_HOSTS; i += 1) {
        const res = await supertest(server).get(url).set('Host', `made-up-${i}.example`).expect(200);
        // Each reader's page still names the address it was asked at, and is its page (a title of its own).
        if (i === 0) {
          expect(meta(res.text, 'og:url')).toBe(`http://made-up-0.example${url}`);
          expect(res.text).toContain('<title>Bundesliga Nord · Tabelle · Ligaportal</title>');
        }
      }
      expect(router.kept.size).toEqual({ pages: keptPages, bytes });
      // The server's own page is still kept: the next view is answered from it.
      const hits = router.kept.hits;
      const again = await supertest(server).get(url).expect(200);
      expect(again.headers.etag).toBe(own.headers.etag);
      expect(router.kept.hits).toBe(hits + 1);
      // localhost is a name the server is known by too.
      await supertest(server).get(url).set('Host', `localhost:${port}`).expect(200);
      expect(router.kept.size.pages).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('made-up addresses', () => {
  it('a page that does not exist is answered, never kept: made-up paths and seasons neither grow the pages nor evict one', async () => {
    const { competition } = await league();
    const url = `/stats/leagues/${competition.id}/teams`;
    const router = publicPagesRouter(t.config, clientDir, live().pageStamps);
    const app = express().use(router);
    const real = await supertest(app).get(url).expect(200);
    const { pages, bytes } = router.kept.size;
    expect(pages).toBe(1);
    for (let i = 0; i < 100; i += 1) {
      await supertest(app)
        .get(`/stats/leagues/${900_000_000 + i}/teams`)
        .expect(404);
      await supertest(app)
        .get(`/stats/games/${900_000_000 + i}`)
        .expect(404);
      await supertest(app).get(`${url}?seasonID=${900_000_000 + i}`);
    }
    expect(router.kept.size).toEqual({ pages, bytes });
    const hits = router.kept.hits;
    expect((await supertest(app).get(url).expect(200)).headers.etag).toBe(real.headers.etag);
    expect(router.kept.hits).toBe(hits + 1);
  });
});

describe('the association’s time zone in the served HTML', () => {
  it('names the configured zone in the head of a public page and of the app’s shell', async () => {
    const zone = 'America/New_York';
    const app = express();
    app.use(publicPagesRouter({ ...t.config, timeZone: zone }, clientDir, live().pageStamps));
    app.get('/{*path}', appShell(clientDir, zone));
    const meta = `<meta name="portal-time-zone" content="${zone}" />`;
    const inHead = (html: string) => html.indexOf(meta) > html.indexOf('<head>') && html.indexOf(meta) < html.indexOf('<title>');
    const login = await supertest(app).get('/login').expect(200);
    expect(inHead(login.text)).toBe(true);
    const shell = await supertest(app).get('/games/schedule').expect(200);
    expect(inHead(shell.text)).toBe(true);
    expect(shell.headers['cache-control']).toBe('no-cache');
    // The default server names its own zone.
    expect((await pages().get('/login').expect(200)).text).toContain(`content="${t.config.timeZone}"`);
  });
});
