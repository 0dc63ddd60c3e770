// Stored text is never HTML, except announcement and term bodies; those leave the API sanitized (server/presenters/
// trusted-html.ts), on every endpoint that hands them out: the start page, the admin dashboard, terms, join terms.
import { useTestApp } from '../app';
import { buildSecurityWorld, type SecurityWorld } from '../factories-security';

let w: SecurityWorld;

const HOSTILE =
  '<p>Hallo <strong>Team</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">a</a><a href="https://example.org/info" target="_blank">b</a>' +
  '<iframe src="https://evil.example"></iframe><p style="position:fixed" onclick="steal()">c</p>' +
  '<svg onload=alert(1)><circle/></svg><form action="https://evil.example"><input name="pw"></form>' +
  '<a href="//evil.example">d</a><a href="data:text/html,<script>alert(1)</script>">e</a><style>body{display:none}</style>' +
  '<math><mi xlink:href="javascript:alert(1)">f</mi></math><details open ontoggle=alert(1)>g</details>';

const SAFE = '<p>Hallo <strong>Team</strong></p>';

function expectSanitized(html: string) {
  expect(html.startsWith(SAFE)).toBe(true);
  for (const bad of [
    '<script',
    'onerror',
    'onclick',
    'onload',
    'ontoggle',
    'javascript:',
    '<iframe',
    'style',
    '<svg',
    '<form',
    '<input',
    '//evil',
    'data:',
    '<math',
    '<img',
  ])
    expect({ bad, found: html.includes(bad) }).toEqual({ bad, found: false });
  expect(html).toContain('<a href="https://example.org/info" target="_blank" rel="noopener noreferrer">b</a>');
}

const t = useTestApp();
beforeAll(async () => {
  w = await buildSecurityWorld(t);
  await t.prisma.announcement.create({ data: { associationId: w.x.association.id, title: 'Achtung', bodyHtml: HOSTILE } });
  await t.prisma.termVersion.update({
    where: { termId_version: { termId: w.portalTerm.id, version: 1 } },
    data: { content: { de: HOSTILE } },
  });
  const joinTerm = await t.prisma.term.create({ data: { product: 'club', clubId: w.sides.A.club.id } });
  await t.prisma.termVersion.create({
    data: {
      termId: joinTerm.id,
      version: 1,
      title: { de: 'Vereinsregeln' },
      content: { de: HOSTILE },
      checkboxes: { de: ['Ja'] },
    },
  });
}, 120_000);

it('sanitizes announcements on the start page and the admin dashboard', async () => {
  const self = await w.actors.member.agent.get('/api/self/dashboard').expect(200);
  expectSanitized(self.body.data.announcements.find((a: { title: string }) => a.title === 'Achtung').body_html);
  const admin = await w.actors.admin.agent.get('/api/admin/dashboard').expect(200);
  expectSanitized(admin.body.data.announcements.find((a: { title: string }) => a.title === 'Achtung').body_html);
});

it('sanitizes terms: by product, by id, and the terms of a join', async () => {
  const byProduct = await t.request().get('/api/terms/portal?language=de').expect(200);
  expectSanitized(byProduct.body.data.find((term: { id: number }) => term.id === w.portalTerm.id).content);
  const byId = await w.actors.member.agent.get(`/api/terms/${w.portalTerm.id}?language=de`).expect(200);
  expectSanitized(byId.body.data.content);
  const join = await w.actors.leagueRep.agent
    .get(`/api/clubs/${w.sides.A.club.id}/join-info?sportID=${w.sport.id}&language=de`)
    .expect(200);
  expect(join.body.data.meta.terms).toHaveLength(1);
  expectSanitized(join.body.data.meta.terms[0].content);
});

it('leaves the formatting of real announcements and terms as it was', async () => {
  const body =
    '<p>Liebe Lacrosse-Familie,</p><p>die Saison <strong>2026/27</strong> läuft. Alles unter <em>Statistiken</em>.</p>' +
    '<ul><li>1. Bundesliga</li><li>U16</li></ul><h2>Datenschutz</h2><h3>Rechte</h3>' +
    '<p><a href="https://example.org/lehrgang">Mehr Informationen</a> · <a href="mailto:info@example.org">Mail</a> · ' +
    '<a href="tel:+49301234">Telefon</a> · <a href="webcal://portal.example/api/calendar/leagues/1.ics">Kalender</a></p>';
  await t.prisma.announcement.create({ data: { associationId: w.x.association.id, title: 'Echt', bodyHtml: body } });
  const res = await w.actors.member.agent.get('/api/self/dashboard').expect(200);
  expect(res.body.data.announcements.find((a: { title: string }) => a.title === 'Echt').body_html).toBe(body);
});

it('hands out every other stored text as data, never as markup: JSON escapes it and the pages escape it', async () => {
  const name = '<img src=x onerror=alert(1)>';
  await w.actors.admin.agent.put(`/api/clubs/${w.sides.A.club.id}/fields/${w.sides.A.field.id}`).send({ name }).expect(200);
  const res = await w.actors.member.agent.get(`/api/clubs/${w.sides.A.club.id}/fields`).expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body.data.find((f: { id: number }) => f.id === w.sides.A.field.id).name).toBe(name);
  // The one server-rendered page with stored text (game tasks) and the API reference escape it.
  const game = w.sides.A.game!;
  await t.prisma.team.update({ where: { id: w.sides.A.team.id }, data: { name } });
  await t.prisma.gameTask.create({ data: { gameId: game.id, personId: w.actors.member.person.id, type: 'confirm_lineup' } });
  const page = await w.actors.member.agent.get('/api/game-tasks').expect(200);
  expect(page.text).not.toContain(name);
  expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
});
