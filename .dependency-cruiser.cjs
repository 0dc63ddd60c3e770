// The server's rules of the house (docs/architecture.md), checked by `npm run lint:imports` inside `npm test`.
// A domain (server/domains/<area>/) reaches another only through that domain's index.ts, and only along the arrows
// listed in ALLOWED; routes are the one exception in reverse: server/app.ts mounts each domain's *routes.ts directly,
// and no index exports a router (so a router may use any domain below it without making a circle).

/** Which domains each domain may use (through their index.ts). Together they form no circle. */
const ALLOWED = {
  access: ['self'],
  stats: ['access'],
  games: ['access'],
  memberships: ['access', 'members', 'processes'],
  clubs: ['access', 'memberships'],
  processes: ['access', 'memberships', 'stats'],
  self: ['access', 'clubs', 'games', 'memberships', 'stats'],
  'score-sheet': ['access', 'games', 'memberships', 'stats'],
  privacy: ['access', 'follows', 'memberships', 'processes', 'self', 'stats'],
  follows: ['access', 'stats'],
  members: ['access', 'games', 'memberships', 'privacy', 'processes', 'self'],
};

const ROUTES = '(^|/|-)routes\\.ts$';
const PRESENTER = '(^|/|-)presenter\\.ts$';
/** What a presenter may import beside shared/: other presenters, the rows and SQL files whose rows it shapes, policies, and pure rules. */
const PRESENTER_MAY = [
  '(^|/|-)presenter\\.ts$',
  '(^|/|-)rows\\.ts$',
  '\\.sql\\.ts$',
  '(^|/|-)policy\\.ts$',
  '-rules\\.ts$',
  '-names\\.ts$',
  '/index\\.ts$',
];
/** Pure modules of the platform a presenter may use (sanitizing trusted HTML, a picture's state). */
const PURE_PLATFORM = '^server/platform/(trusted-html|avatar-state)\\.ts$';

/**
 * Services that present on purpose, each for its reason: exports stream presented rows, the history records a change
 * as the API shows it (before/after), and the statistics and the score sheet keep or publish whole answers.
 */
const PRESENTING_SERVICES = [
  '^server/domains/stats/games\\.ts$', // statistics answers are made whole and cached
  '^server/domains/score-sheet/(read|lineups|events)\\.ts$', // answers published to live listeners; events' history
  '^server/domains/members/(referees|licenses)\\.ts$', // export rows and the licence list as answered
  '^server/domains/clubs/club-admin\\.ts$', // the history's before/after of a profile or field
];

const notAllowedArrows = Object.entries(ALLOWED).map(([domain, allowed]) => ({
  name: `arrow-from-${domain}`,
  comment: `The ${domain} domain may use only: ${allowed.join(', ') || 'no other domain'} (ALLOWED in .dependency-cruiser.cjs).`,
  severity: 'error',
  from: { path: `^server/domains/${domain}/` },
  to: {
    path: '^server/domains/[^/]+/',
    pathNot: [`^server/domains/(${[domain, ...allowed].join('|')})/`],
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: modules that need each other belong together, or one of them holds two things.',
      severity: 'error',
      from: { path: '^server/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'presenter-imports-service',
      comment: 'A presenter is a pure function of rows already loaded: it never imports a service (or the database).',
      severity: 'error',
      from: { path: PRESENTER },
      to: {
        path: '^server/',
        pathNot: ['^server/domains/', '^server/db/generated/', PURE_PLATFORM],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'presenter-imports-service-in-domain',
      comment: 'A presenter is a pure function of rows already loaded: it never imports a service.',
      severity: 'error',
      from: { path: PRESENTER },
      to: { path: '^server/domains/', pathNot: PRESENTER_MAY, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'service-imports-presenter',
      comment: 'Services return rows and handlers present them: a service never imports a presenter.',
      severity: 'error',
      from: { path: '^server/domains/', pathNot: [ROUTES, PRESENTER, '/index\\.ts$', ...PRESENTING_SERVICES] },
      to: { path: PRESENTER, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-through-index',
      comment: "A domain reaches another only through that domain's index.ts.",
      severity: 'error',
      from: { path: '^server/domains/([^/]+)/' },
      to: { path: '^server/domains/[^/]+/', pathNot: ['^server/domains/$1/', '^server/domains/[^/]+/index\\.ts$'] },
    },
    {
      name: 'plumbing-through-index',
      comment: 'Code outside the domains reaches a domain through its index.ts (server/app.ts mounts the routers).',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/domains/', '^server/app\\.ts$'] },
      to: { path: '^server/domains/[^/]+/', pathNot: ['^server/domains/[^/]+/index\\.ts$'] },
    },
    {
      name: 'app-mounts-routers',
      comment: 'server/app.ts takes only routers (and the index) from a domain.',
      severity: 'error',
      from: { path: '^server/app\\.ts$' },
      to: { path: '^server/domains/[^/]+/', pathNot: [ROUTES, '^server/domains/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-below-domains',
      comment: 'Cross-cutting code (platform, db, http, auth) serves every domain and uses none.',
      severity: 'error',
      from: { path: '^server/(platform|db|http|auth)/' },
      to: { path: '^server/domains/' },
    },
    ...notAllowedArrows,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '^server/db/generated/', 'node_modules'] },
    includeOnly: '^(server|shared)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
