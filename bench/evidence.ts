// npm run bench -- --evidence (or tsx bench/evidence.ts): each query rewrite and index of docs/benchmarks.md as a
// pair of EXPLAIN (ANALYZE, BUFFERS) on the bench database, before and after. "Before" is the earlier statement
// (kept here as SQL text) or today's statement with the index dropped inside a transaction that is rolled back.
// Each statement runs three times; the plan of the last (warm) run is kept. Full plans go to
// .data/bench/evidence-<time>.md, a summary to stdout.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BENCH_ADMIN_EMAIL, BENCH_MEMBER_EMAIL } from './lib/accounts';
import { BENCH_DATA_DIR, openBenchDatabase } from './lib/database';
import { benchAdminAccess, personsRequest, personsStatements, type Statement } from './lib/queries';
import { findTargets } from './lib/targets';
import { personPageSql, personOrderSql } from '../server/domains/members/person-list.sql';
import { pagingOf, searchSql } from '../server/domains/members/person-search.sql';
import { parseRqlTerms } from '../server/domains/members/rql.sql';
import { personScopeSql, todaySql } from '../server/domains/access/scope.sql';
import { Prisma } from '../server/db/generated/client';
import { feedStampSql } from '../server/domains/stats/personal-feed.sql';
import { selfSql } from '../server/domains/self/self.sql';
import { clubDetailsSql } from '../server/domains/clubs/clubs.sql';
import { SELF_INCLUDES } from '../shared/schemas/memberships';

interface Plan {
  ms: number;
  buffers: number;
  text: string;
}

interface Pair {
  title: string;
  change: string;
  before: Plan;
  after: Plan;
}

/** An answer that became one statement: its plan, beside the number of statements it took before. */
interface Single {
  title: string;
  before: string;
  after: Plan;
}

async function explain(client: pg.Client, s: Statement, setup: string[] = []): Promise<Plan> {
  let text = '';
  await client.query('BEGIN');
  try {
    for (const sql of setup) await client.query(sql);
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
      text = rows.map((r) => r['QUERY PLAN']).join('\n');
    }
  } finally {
    // Dropped indexes come back; nothing the statements did stays.
    await client.query('ROLLBACK');
  }
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN);
  const buffers = Number(/Buffers: shared hit=(\d+)/.exec(text)?.[1] ?? 0) + Number(/read=(\d+)/.exec(text)?.[1] ?? 0);
  return { ms, buffers, text };
}

/** personal-stats.ts before the rewrite: the membership ids as IN (SELECT ...). */
const PERSONAL_STATS_BEFORE = `
  WITH mine AS (SELECT id FROM memberships WHERE person_id = $1),
  cur AS (SELECT g.id, g.competition_id FROM games g JOIN competitions c ON c.id = g.competition_id
          AND g.season_id = c.default_season_id WHERE g.started_at IS NOT NULL),
  appeared AS (SELECT l.game_id FROM game_lineups l WHERE l.membership_id IN (SELECT id FROM mine)
    UNION SELECT e.game_id FROM game_events e
    WHERE e.membership_id IN (SELECT id FROM mine) OR e.assist_membership_id IN (SELECT id FROM mine)),
  played AS (SELECT cur.competition_id, count(*)::int AS games_played FROM cur JOIN appeared a ON a.game_id = cur.id
    GROUP BY cur.competition_id),
  events AS (SELECT cur.competition_id,
      count(*) FILTER (WHERE e.type = 'goal' AND e.membership_id IN (SELECT id FROM mine))::int AS goals,
      count(*) FILTER (WHERE e.type = 'goal' AND e.assist_membership_id IN (SELECT id FROM mine))::int AS assists,
      count(*) FILTER (WHERE e.type = 'foul' AND e.membership_id IN (SELECT id FROM mine))::int AS fouls
    FROM game_events e JOIN cur ON cur.id = e.game_id
    WHERE e.membership_id IN (SELECT id FROM mine) OR e.assist_membership_id IN (SELECT id FROM mine)
    GROUP BY cur.competition_id),
  officiated AS (SELECT cur.competition_id, count(*)::int AS ref_games FROM game_officials o JOIN cur ON cur.id = o.game_id
    WHERE o.person_id = $1 GROUP BY cur.competition_id)
  SELECT c.id, coalesce(p.games_played, 0), coalesce(e.goals, 0), coalesce(e.assists, 0), coalesce(e.fouls, 0),
    coalesce(o.ref_games, 0)
  FROM competitions c JOIN seasons s ON s.id = c.default_season_id
  LEFT JOIN played p ON p.competition_id = c.id LEFT JOIN events e ON e.competition_id = c.id
  LEFT JOIN officiated o ON o.competition_id = c.id
  WHERE p.competition_id IS NOT NULL OR e.competition_id IS NOT NULL OR o.competition_id IS NOT NULL`;

/** The same with the ids as ANY(ARRAY(SELECT ...)), as personal-stats.ts has it now. */
const PERSONAL_STATS_AFTER = PERSONAL_STATS_BEFORE.replaceAll(
  'IN (SELECT id FROM mine)',
  '= ANY(ARRAY(SELECT id FROM memberships WHERE person_id = $1))',
);

/** The statistics stamp before stats_versions: count and xmin sum of every row a category's answers are made of. */
const STAMP_BEFORE = `
  WITH c AS (SELECT c.id, c.kind::text AS kind, c.xmin::text AS x, c.association_id, c.default_season_id AS season_id
             FROM competitions c WHERE c.id = $1),
  sg AS (SELECT g.id, g.xmin::text::bigint AS x, g.home_team_id, g.away_team_id
         FROM games g JOIN c ON g.competition_id = c.id AND g.season_id = c.season_id),
  st AS (SELECT gt.team_id, gt.xmin::text::bigint AS x FROM group_teams gt JOIN groups gr ON gr.id = gt.group_id
         JOIN c ON gr.competition_id = c.id AND gr.season_id = c.season_id)
  SELECT c.kind, c.season_id, concat_ws('|', c.x,
    (SELECT a.xmin::text FROM associations a WHERE a.id = c.association_id),
    (SELECT count(*) || ':' || coalesce(sum(s.xmin::text::bigint), 0) FROM seasons s),
    (SELECT count(*) FROM games g WHERE g.competition_id = c.id),
    (SELECT count(*) || ':' || coalesce(sum(gr.xmin::text::bigint), 0) FROM groups gr WHERE gr.competition_id = c.id),
    (SELECT count(*) || ':' || coalesce(sum(st.x), 0) FROM st),
    (SELECT count(*) || ':' || coalesce(sum(sg.x), 0) FROM sg),
    (SELECT count(*) || ':' || coalesce(sum(e.xmin::text::bigint), 0) FROM game_events e JOIN sg ON sg.id = e.game_id),
    (SELECT count(*) || ':' || coalesce(sum(l.xmin::text::bigint), 0) FROM game_lineups l JOIN sg ON sg.id = l.game_id),
    (SELECT count(*) || ':' || coalesce(sum(t.xmin::text::bigint), 0) FROM teams t
      WHERE t.id IN (SELECT home_team_id FROM sg UNION SELECT away_team_id FROM sg UNION SELECT team_id FROM st))) AS stamp
  FROM c`;

/** The stamp now (server/domains/stats/version.sql.ts): two counters bumped by triggers. */
const STAMP_AFTER = `
  SELECT c.kind::text AS kind, c.default_season_id, concat_ws('|', c.xmin::text,
    coalesce((SELECT v.version::text FROM stats_versions v WHERE v.competition_id = c.id), '-'),
    coalesce((SELECT v.version::text FROM stats_versions v WHERE v.competition_id = 0), '-')) AS stamp
  FROM competitions c WHERE c.id = $1`;

export async function evidence(): Promise<void> {
  const database = await openBenchDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const pairs: Pair[] = [];
  const singles: Single[] = [];
  try {
    const t = await findTargets(client);
    const id = async (email: string) =>
      (await client.query<{ id: number }>('SELECT id FROM persons WHERE email = $1', [email])).rows[0]!.id;
    const adminId = await id(BENCH_ADMIN_EMAIL);
    const memberId = await id(BENCH_MEMBER_EMAIL);
    const access = benchAdminAccess(adminId);
    const today = todaySql();
    const include = new Set(['aclLabels', 'tags']);
    const byLastName = { order_by: 'persons.lastname' as const, order_by_desc: false };

    // 1. Quick search: trigram indexes.
    const q = personsStatements(adminId, personsRequest(t, 'q'));
    const qStatement = q.combined ?? q.count;
    const trigram = ['persons_lower_firstname_trgm_idx', 'persons_lower_lastname_trgm_idx', 'persons_lower_email_trgm_idx'];
    pairs.push({
      title: `Quick search "${t.quickSearch}" (first page with its total)`,
      change:
        'GIN trigram indexes on the lowered first name, last name and e-mail (migrations quick_search_trigram, quick_search_lowered)',
      before: await explain(client, qStatement, [`DROP INDEX ${trigram.join(', ')}`]),
      after: await explain(client, qStatement),
    });

    // 2. The whole list's first page: the scope checked per row while walking the name index.
    const all = { permission: 'persons.list' as const, terms: parseRqlTerms(undefined), q: undefined };
    const page = (perRow: boolean): Statement => {
      const sql = personPageSql(
        searchSql(access, all, { today, perRowScope: perRow }),
        personOrderSql(byLastName),
        30,
        0,
        include,
        access.scope('persons.list'),
        today,
      );
      return { text: sql.text, values: sql.values };
    };
    pairs.push({
      title: 'Whole member list, first page by last name',
      change: 'scope EXISTS fenced with OFFSET 0 (checked per person along the index) instead of a hashed set of all memberships',
      before: await explain(client, page(false)),
      after: await explain(client, page(true)),
    });

    // 3. The last page: read backwards from the end.
    const last = personsStatements(adminId, personsRequest(t, 'last'));
    const total = Number((await client.query<{ n: string }>(last.count.text, last.count.values)).rows[0]!.n);
    const lastPage = Math.max(0, Math.ceil(total / 30) - 1);
    const paging = pagingOf({ page: lastPage, page_size: 30 });
    const forward = personPageSql(
      searchSql(access, all, { today }),
      personOrderSql(byLastName),
      paging.take,
      paging.skip,
      include,
      access.scope('persons.list'),
      today,
    );
    const backward = personsStatements(adminId, personsRequest(t, 'last', lastPage)).page(total)!;
    pairs.push({
      title: `Whole member list, last page (${lastPage}) by last name`,
      change: 'a page in the second half is read backwards from the end (OFFSET small) and turned round',
      before: await explain(client, { text: forward.text, values: forward.values }),
      after: await explain(client, backward),
    });

    // 4. A filtered first page. Before (the earlier sessions): count and page in one statement, every match sorted
    // with a window count. After: the club's memberships walked in name order until the page is full, its count kept.
    const rql = personsStatements(adminId, personsRequest(t, 'rql'));
    const rqlSearch = {
      permission: 'persons.list' as const,
      terms: parseRqlTerms(personsRequest(t, 'rql').query.rql),
      q: undefined,
    };
    const windowCount = personPageSql(
      searchSql(access, rqlSearch, { today }),
      personOrderSql(byLastName),
      30,
      0,
      include,
      access.scope('persons.list'),
      today,
      { withTotal: true, asText: true },
    );
    pairs.push({
      title: `Filtered first page (sport ${t.filterSportId}, club ${t.filterClubId})`,
      change:
        "the club's memberships read in name order from an index on their copy of the names (migration club_name_order, decision 036), the total kept with its snapshot, instead of every match sorted beside count(*) OVER ()",
      before: await explain(client, { text: windowCount.text, values: windowCount.values }),
      after: await explain(client, rql.page(null, true)!),
    });

    // 4b. The same club's members with a quick search: the club's index on its memberships' copy of the search text.
    const clubSearch = personsStatements(adminId, personsRequest(t, 'rql+q'));
    pairs.push({
      title: `Filtered first page with a quick search (sport ${t.filterSportId}, club ${t.filterClubId}, "${t.quickSearch}")`,
      change:
        "GIN index on memberships (club_id, search_text), the person's lowered names kept on each membership (migration club_quick_search, decision 035)",
      before: await explain(client, clubSearch.combined!, ['DROP INDEX memberships_club_id_search_text_idx']),
      after: await explain(client, clubSearch.combined!),
    });

    // 5. Personal statistics of the home page.
    pairs.push({
      title: 'Personal statistics of a member (GET /api/self?include=personalStats)',
      change: 'membership ids as ANY(ARRAY(...)) instead of IN (SELECT ...): two index scans instead of reading every event',
      before: await explain(client, { text: PERSONAL_STATS_BEFORE, values: [memberId] }),
      after: await explain(client, { text: PERSONAL_STATS_AFTER, values: [memberId] }),
    });

    // 6. The statistics cache's stamp, read on every request.
    pairs.push({
      title: `Statistics version stamp of league ${t.leagueId} (every statistics request)`,
      change: 'stats_versions counters bumped by triggers instead of summing the row versions of games, events and line-ups',
      before: await explain(client, { text: STAMP_BEFORE, values: [t.leagueId] }),
      after: await explain(client, { text: STAMP_AFTER, values: [t.leagueId] }),
    });

    // 7. The last page's exact count, kept with the snapshot it was counted in.
    pairs.push({
      title: `Whole member list, a later page: the exact count (${total} persons in scope)`,
      change: 'count kept with its snapshot (pg_current_snapshot): counted again only after a commit, else one snapshot query',
      before: await explain(client, last.count),
      after: await explain(client, { text: 'SELECT pg_current_snapshot()::text AS snapshot', values: [] }),
    });

    // 8. The quick search's matches against the scope: the last name tested first, the scope's clubs hashed
    // once. Before: the same statement with the OR in its earlier order and a clubs lookup per membership.
    const pattern = `%${t.quickSearch}%`;
    const quickBefore = personPageSql(
      Prisma.sql`${personScopeSql(access, 'persons.list', today, true)}
        AND (p.firstname ILIKE ${pattern} OR p.lastname ILIKE ${pattern} OR p.email ILIKE ${pattern})`,
      personOrderSql(byLastName),
      30,
      0,
      include,
      access.scope('persons.list'),
      today,
      { matchesFirst: true, withTotal: true },
    );
    pairs.push({
      title: `Quick search "${t.quickSearch}", first page with its total: every match checked against the scope`,
      change: "last name tested first; the scope's clubs hashed once instead of a clubs lookup per membership",
      before: await explain(client, { text: quickBefore.text, values: quickBefore.values }),
      after: await explain(client, qStatement),
    });

    // 9. and 10. Self and club answers in one statement each.
    const member = await client.query<{ club_id: number }>(
      'SELECT club_id FROM memberships WHERE person_id = $1 ORDER BY id LIMIT 1',
      [memberId],
    );
    const self = selfSql(memberId, new Set(SELF_INCLUDES), new Date());
    singles.push({
      title: 'GET /api/self with every include: the person with memberships, licences, tasks, games, stats stamp',
      before: '27 statements per request (Prisma relation queries, one per include and level)',
      after: await explain(client, { text: self.text, values: self.values }),
    });
    const clubInclude = new Set([
      'listableTeams.playerCount',
      'leaders',
      'contacts',
      'fields',
      'profile',
      'teams.userMeta',
      'offeredSports',
    ] as const);
    const club = clubDetailsSql(memberId, member.rows[0]!.club_id, clubInclude, new Date());
    singles.push({
      title: 'GET /api/clubs/{id} with every include: club, leaders, contacts, fields, teams with counts, join context',
      before: '17 statements per request',
      after: await explain(client, { text: club.text, values: club.values }),
    });

    // 11. The personal webcal feed's stamp, its one statement per request while the feed is kept.
    const feed = feedStampSql(t.memberFeedToken, new Date());
    singles.push({
      title: "Personal webcal feed: its stamp (language, teams, the feed's games with row versions, category counters)",
      before: '9 statements per request (Prisma: person, memberships, games and five relations), the feed rendered every time',
      after: await explain(client, { text: feed.text, values: feed.values }),
    });
  } finally {
    await client.end();
    await database.stop();
  }

  const summary = pairs.map(
    (p) =>
      `| ${p.title} | ${p.change} | ${p.before.ms.toFixed(2)} ms, ${p.before.buffers} buffers | ${p.after.ms.toFixed(2)} ms, ${p.after.buffers} buffers |`,
  );
  const singleRows = singles.map(
    (p) => `| ${p.title} | one statement | ${p.before} | ${p.after.ms.toFixed(2)} ms, ${p.after.buffers} buffers |`,
  );
  const table = ['| statement | change | before | after |', '| --- | --- | --- | --- |', ...summary, ...singleRows].join('\n');
  const full = pairs
    .map(
      (p) =>
        `## ${p.title}\n\n${p.change}\n\n### Before\n\n\`\`\`\n${p.before.text}\n\`\`\`\n\n### After\n\n\`\`\`\n${p.after.text}\n\`\`\`\n`,
    )
    .join('\n');
  const singlePlans = singles.map((p) => `## ${p.title}\n\n\`\`\`\n${p.after.text}\n\`\`\`\n`).join('\n');
  const file = path.join(
    path.dirname(BENCH_DATA_DIR),
    `evidence-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.md`,
  );
  fs.writeFileSync(file, `# EXPLAIN evidence\n\n${table}\n\n${full}\n${singlePlans}`);
  process.stdout.write(`${table}\n\nfull plans: ${file}\n`);
}

if (require.main === module) void evidence();
