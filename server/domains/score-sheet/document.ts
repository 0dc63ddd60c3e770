// The score sheet of a finished game as a PDF (pdfkit), streamed to the response (docs/product.md#score-sheet,
// docs/decisions/028-score-sheet-document.md).
import crypto from 'node:crypto';
import type { Response } from 'express';
import { LANGUAGES, type LanguageCode } from '../../../shared/constants';
import { SIDES, type SideName } from '../../../shared/schemas/score-sheet';
import de from '../../../locales/de/stats.json';
import en from '../../../locales/en/stats.json';
import fr from '../../../locales/fr/stats.json';
import nl from '../../../locales/nl/stats.json';
import deGames from '../../../locales/de/games.json';
import enGames from '../../../locales/en/games.json';
import frGames from '../../../locales/fr/games.json';
import nlGames from '../../../locales/nl/games.json';
import { penaltyName } from '../../../shared/penalty-names';
import { db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { personName, playerName } from '../../../shared/person-name';
import { gameStamp, MAX_ID } from '../stats';
import { loadLineups, type LineupRows } from './lineups';
import { fill } from '../../platform/text';
import { clock, dateTime, GREY, Sheet, type Cell } from './document-pdf';
import { PUBLIC_PERSON, SHEET_DOCUMENT_SELECT, type PrintedPerson, type RefereeReportRow } from './rows';
import { drawRefereeReport } from './document-report';
import { documentStampSql } from './sheet.sql';
import { countDraw, documentKey, documents, type DrawnDocument } from './document-cache';

/** The document's words, with the names of the sports' default penalty types (shared/penalty-names.ts). */
export type Texts = typeof de.sheetPdf & { penaltyNames: Record<string, string> };
const TEXTS: Record<LanguageCode, Texts> = {
  de: { ...de.sheetPdf, penaltyNames: deGames.penaltyNames },
  en: { ...en.sheetPdf, penaltyNames: enGames.penaltyNames },
  fr: { ...fr.sheetPdf, penaltyNames: frGames.penaltyNames },
  nl: { ...nl.sheetPdf, penaltyNames: nlGames.penaltyNames },
};

/**
 * The language of the document: the reader's first Accept-Language if it is one of the product's, else German (the
 * product's language: a score sheet is an official document, not a page in the browser's language).
 */
export function documentLanguage(acceptLanguage: string | undefined): LanguageCode {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as LanguageCode) : 'de';
}

/** A public name; a person whose data was erased by the document's word for a former player (decision 024). */
const publicName = (p: PrintedPerson, t: Texts) => (p.erasedAt ? t.erasedPlayer : playerName(p));

async function loadGame(gameId: number) {
  return db().game.findUnique({
    where: { id: gameId },
    select: SHEET_DOCUMENT_SELECT,
  });
}

type Game = NonNullable<Awaited<ReturnType<typeof loadGame>>>;
type Event = Game['events'][number];

/** The period an event belongs to; events imported without one by the competition's period length. */
function periodOf(e: Pick<Event, 'period' | 'eventTime'>, periodSeconds: number): number {
  if (e.period !== null) return e.period;
  return periodSeconds > 0 ? Math.floor(e.eventTime / periodSeconds) + 1 : 1;
}

/** Who is who in the tables: a jersey and a public name (the document is as public as the game page). */
function who(
  e: { jerseyNumber: string | null } | null,
  m: Event['membership'],
  worn: Map<number, string | null>,
  id: number | null,
  t: Texts,
) {
  if (!m || id === null) return '';
  const jersey = e?.jerseyNumber ?? worn.get(id) ?? m.jerseyNumber;
  return [jersey ? `#${jersey}` : null, publicName(m.person, t)].filter(Boolean).join(' ');
}

/** The line-ups as the score sheet has them (saved, else the teams' current players) with their flags and public names. */
async function loadPrintedLineups(game: Game): Promise<Record<SideName, LineupRows & { names: Map<number, PrintedPerson> }>> {
  const lineups = await loadLineups(db(), game);
  const personIds = [...lineups.home.players, ...lineups.away.players, ...lineups.home.officials, ...lineups.away.officials].map(
    (p) => p.personId,
  );
  const persons = await db().person.findMany({
    where: { id: { in: personIds } },
    select: { id: true, ...PUBLIC_PERSON.select },
  });
  const names = new Map(persons.map((p) => [p.id, p]));
  return { home: { ...lineups.home, names }, away: { ...lineups.away, names } };
}

type PrintedLineups = Awaited<ReturnType<typeof loadPrintedLineups>>;

/** The document; with `report` (null: none written) the league's, with the referees' report at its end. */
function render(
  game: Game,
  lineups: PrintedLineups,
  t: Texts,
  language: LanguageCode,
  report: RefereeReportRow | null | undefined,
): PDFKit.PDFDocument {
  const home = game.homeTeam.name;
  const away = game.awayTeam.name;
  const teamName = (e: { teamId: number | null; awayTeam: boolean }) =>
    e.teamId === game.awayTeamId || (e.teamId === null && e.awayTeam) ? away : home;
  const isAway = (e: { teamId: number | null; awayTeam: boolean }) =>
    e.teamId !== null ? e.teamId === game.awayTeamId : e.awayTeam;
  const worn = new Map([...lineups.home.players, ...lineups.away.players].map((p) => [p.membershipId, p.jerseyNumber]));
  const periodSeconds = game.competition.periodSeconds;
  const periodCount = game.competition.periodCount;
  const periodName = (n: number) => (n > periodCount ? t.overtime : fill(t.period, { n }));
  const minutes = (s: number) => fill(t.minutes, { minutes: s % 60 === 0 ? String(s / 60) : clock(s) });
  const penalty = (e: Event) => (e.penaltyType ? penaltyName(e.penaltyType.name, t.penaltyNames) : null);

  const sheet = new Sheet(`${t.title} ${home} - ${away}`, language);
  const { doc } = sheet;

  // Header: what, when, where.
  sheet.text(t.title, { size: 18, bold: true, role: 'H1' });
  sheet.text(
    [game.competition.name, game.group?.name, game.season.name, fill(t.game, { number: game.number })]
      .filter(Boolean)
      .join(' · '),
    { size: 10, color: GREY },
  );
  doc.moveDown(0.3);
  sheet.text(
    [
      `${t.kickoff}: ${dateTime(game.kickoffTime)}`,
      game.location ? `${t.location}: ${game.location}` : null,
      game.duration !== null ? `${t.duration}: ${clock(game.duration)}` : null,
    ]
      .filter(Boolean)
      .join('   '),
  );

  // Teams and the final score.
  doc.moveDown(1);
  sheet.text(`${home}  ${game.homeScore} : ${game.awayScore}  ${away}`, { size: 16, bold: true, align: 'center' });
  sheet.text(t.finalScore, { size: 8, color: GREY, align: 'center' });
  // The league's ruling beside the score (docs/decisions/045-forfeit-and-abandoned-games.md): a forfeit names the
  // side the game was awarded to.
  const ruling =
    game.outcome === 'forfeit'
      ? fill(t.outcomeForfeit, { team: game.forfeitSide === 'home' ? away : home })
      : game.outcome === 'abandoned'
        ? t.outcomeAbandoned
        : null;
  if (ruling) {
    doc.moveDown(0.3);
    sheet.text(ruling, { size: 10, bold: true, align: 'center' });
    if (game.outcomeReason) sheet.text(`${t.reason}: ${game.outcomeReason}`, { size: 8.5, color: GREY, align: 'center' });
  }

  // Score by period: the regular periods always, overtime when it was played.
  const goals = game.events.filter((e) => e.type === 'goal');
  const lastPeriod = Math.max(periodCount, ...game.events.map((e) => periodOf(e, periodSeconds)));
  const periods = Array.from({ length: lastPeriod }, (_, i) => i + 1);
  const byPeriod = (away: boolean) =>
    periods.map((p) => String(goals.filter((g) => isAway(g) === away && periodOf(g, periodSeconds) === p).length));
  sheet.heading(t.byPeriod);
  sheet.table(
    [t.team, ...periods.map((p) => (p > periodCount ? t.overtimeShort : fill(t.periodShort, { n: p }))), t.total],
    [
      [home, ...byPeriod(false), String(game.homeScore)],
      [away, ...byPeriod(true), String(game.awayScore)],
    ],
    ['*', ...periods.map(() => 36), 48],
  );

  // Both line-ups, with the eligibility flags the league representative reads (warnings, not blocks).
  for (const side of SIDES) {
    const { team, players, officials, confirmation, names } = lineups[side];
    const nameOf = (p: { personId: number; firstname: string; lastname: string }) =>
      names.has(p.personId) ? publicName(names.get(p.personId)!, t) : personName(p);
    sheet.heading(fill(t.lineup, { team: team.name }));
    sheet.text(
      confirmation ? fill(t.confirmed, { name: confirmation.name, time: dateTime(confirmation.signedAt) }) : t.notConfirmed,
      { size: 8.5, color: GREY },
    );
    doc.moveDown(0.2);
    // The team's officials on a line of their own: no players, no jerseys, no flags.
    const officialsLine = () => {
      if (officials.length === 0) return;
      const list = officials.map((o) => (o.position ? `${nameOf(o)} (${t.positions[o.position]})` : nameOf(o)));
      sheet.text(`${t.teamOfficials}: ${list.join(', ')}`, { size: 9 });
    };
    if (players.length === 0) {
      sheet.text(t.noPlayers, { color: GREY });
      officialsLine();
      continue;
    }
    sheet.table(
      [t.jersey, t.name, t.position, t.flags],
      players.map((p) => [
        p.jerseyNumber ?? '',
        // Captain and starting goalie as a marker after the name (docs/decisions/051-goalies-overtime-and-shootout.md).
        [nameOf(p), p.captain ? `(${t.captainMark})` : '', p.startingGoalie ? `(${t.goalieMark})` : ''].filter(Boolean).join(' '),
        p.position ? t.positions[p.position] : '',
        p.flags.map((f) => t.flag[f]).join(', '),
      ]),
      [36, '*', 90, 150],
    );
    officialsLine();
  }

  // Events by period, with the running score after each goal.
  sheet.heading(t.events);
  if (game.events.length === 0) sheet.text(t.noEvents, { color: GREY });
  let homeGoals = 0;
  let awayGoals = 0;
  for (const p of [...new Set(game.events.map((e) => periodOf(e, periodSeconds)))].sort((a, b) => a - b)) {
    sheet.heading(periodName(p), 60, 3);
    const rows = game.events
      .filter((e) => periodOf(e, periodSeconds) === p)
      .map((e): Cell[] => {
        const player = who(e, e.membership, worn, e.membershipId, t);
        let details = player;
        let score = '';
        if (e.type === 'goal') {
          if (isAway(e)) awayGoals++;
          else homeGoals++;
          score = `${homeGoals}:${awayGoals}`;
          const assist = who(null, e.assist, worn, e.assistMembershipId, t);
          if (assist) details = `${player} (${fill(t.assist, { name: assist })})`;
        } else if (e.type === 'foul') {
          details = [
            player,
            e.foulKind ? t.foulKind[e.foulKind] : null,
            penalty(e),
            e.penaltySeconds !== null ? minutes(e.penaltySeconds) : null,
          ]
            .filter(Boolean)
            .join(' · ');
        }
        return [clock(e.eventTime), e.type === 'break' ? '' : teamName(e), t.eventType[e.type], details, score];
      });
    sheet.table([t.time, t.team, t.event, t.details, t.score], rows, [42, 110, 60, '*', 40]);
  }

  // Penalties and timeouts, each in one list.
  const fouls = game.events.filter((e) => e.type === 'foul');
  sheet.heading(t.penalties);
  if (fouls.length === 0) sheet.text(t.noPenalties, { color: GREY });
  else
    sheet.table(
      [t.time, t.team, t.player, t.kind, t.penalty, t.length],
      fouls.map((e) => [
        `${clock(e.eventTime)} (${fill(t.periodShort, { n: periodOf(e, periodSeconds) })})`,
        teamName(e),
        who(e, e.membership, worn, e.membershipId, t),
        e.foulKind ? t.foulKind[e.foulKind] : '',
        penalty(e) ?? '',
        e.penaltySeconds !== null ? minutes(e.penaltySeconds) : '',
      ]),
      [60, 100, '*', 60, 80, 50],
    );
  const timeouts = game.events.filter((e) => e.type === 'timeout');
  sheet.heading(t.timeouts, 50);
  if (timeouts.length === 0) sheet.text(t.noTimeouts, { color: GREY });
  else
    sheet.table(
      [t.time, t.team],
      timeouts.map((e) => [`${clock(e.eventTime)} (${periodName(periodOf(e, periodSeconds))})`, teamName(e)]),
      [140, '*'],
    );

  // Officials, signatures and the lock.
  const names = (list: { person: PrintedPerson }[]) =>
    list.length ? list.map((x) => publicName(x.person, t)).join(', ') : t.none;
  sheet.heading(t.officials, 50);
  sheet.table(
    [t.role, t.name],
    [
      [t.referees, names(game.officials)],
      [t.scorers, names(game.scorers)],
    ],
    [140, '*'],
  );
  sheet.heading(t.signatures);
  if (game.signatures.length === 0) sheet.text(t.noSignatures, { color: GREY });
  else
    sheet.table(
      [t.role, t.name, t.signedAt],
      game.signatures.map((s) => [t.signatureRole[s.role], s.name, dateTime(s.signedAt)]),
      [140, '*', 110],
    );
  doc.moveDown(0.4);
  sheet.text(game.lockedAt ? fill(t.locked, { time: dateTime(game.lockedAt) }) : t.notLocked, { size: 8.5, color: GREY });

  // An association admin's corrections of the locked sheet, each with its reason.
  if (game.corrections.length > 0) {
    sheet.heading(t.corrections);
    sheet.table(
      [t.correctedAt, t.by, t.reason],
      game.corrections.map((c) => [dateTime(c.createdAt), c.person ? publicName(c.person, t) : '', c.reason]),
      [90, 120, '*'],
    );
  }

  if (report !== undefined) drawRefereeReport(sheet, report, t, periodName);

  sheet.footer(t);
  return doc;
}

/**
 * The game's statistics stamp (the game row, events, line-ups, signatures, corrections...) with what only the document
 * shows: referees, scorers and the competition's penalty types. Null for an unknown game.
 */
async function documentStamp(gameId: number): Promise<{ stamp: string; finished: boolean } | null> {
  const found = await gameStamp(gameId);
  if (!found) return null;
  const rows = await db().$queryRaw<{ stamp: string; finished: boolean }[]>(documentStampSql(gameId, found.competitionId));
  const row = rows[0]!;
  return {
    stamp: crypto.createHash('sha1').update(`${found.stamp}#${row.stamp}`).digest('base64url'),
    finished: row.finished === true,
  };
}

/** The PDF's bytes once pdfkit has written them all. */
function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * The document of a game as it is now, in a language, with the file name it is offered under; the league's with
 * `report` given (null when none is written).
 */
export async function drawDocument(
  gameId: number,
  language: LanguageCode,
  report?: RefereeReportRow | null,
): Promise<DrawnDocument> {
  const game = await loadGame(gameId);
  if (!game) throw notFound('Game');
  const lineups = await loadPrintedLineups(game);
  const t = TEXTS[language];
  const pdf = await bytesOf(render(game, lineups, t, language, report));
  const file = `${t.title}-${game.number}-${game.homeTeam.name}-${game.awayTeam.name}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return { pdf, file };
}

/** A finished game's document for a mail (the final-score notice): drawn as for a reader, under its file name. */
export async function scoreSheetDocument(gameId: number, language: LanguageCode): Promise<{ filename: string; pdf: Buffer }> {
  const found = await documentStamp(gameId);
  if (found === null) throw notFound('Game');
  if (!found.finished) throw new AppError('GameNotFinished', 'the score sheet document exists once the game is finished');
  const key = documentKey(gameId, found.stamp, language);
  const { pdf, file } = await (documents.find(key) ?? documents.draw(key, () => drawDocument(gameId, language)));
  return { filename: `${file}.pdf`, pdf };
}

/**
 * GET /stats/games/{gameID}/score-sheet.pdf: 404 for an unknown game, 409 GameNotFinished before the finish. The
 * ETag is the game's stamp with its staff, signatures and corrections and the language, so a reader's cache holds
 * the document until any of them changes. The drawn document is kept under the same stamp and language
 * (document-cache.ts): a change of the game makes a new stamp, so a kept document is never an old one. A request that
 * has to draw counts against its address's limit (429 TooManyRequests beyond it).
 */
export async function sendScoreSheetPdf(gameId: number, res: Response): Promise<void> {
  if (gameId > MAX_ID) throw notFound('Game');
  const req = res.req;
  const language = documentLanguage(req.get('accept-language'));
  const found = await documentStamp(gameId);
  if (found === null) throw notFound('Game');
  if (!found.finished) throw new AppError('GameNotFinished', 'the score sheet document exists once the game is finished');
  const etag = `W/"sheet-${language}-${found.stamp}"`;
  res.set('Cache-Control', 'public, max-age=0, must-revalidate');
  res.vary('Accept-Language');
  res.set('ETag', etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const key = documentKey(gameId, found.stamp, language);
  let pending = documents.find(key);
  if (!pending) {
    // A refusal is no document: it carries no ETag.
    res.removeHeader('ETag');
    await countDraw(req, res);
    res.set('ETag', etag);
    pending = documents.draw(key, () => drawDocument(gameId, language));
  }
  const { pdf, file } = await pending;
  res.type('application/pdf');
  res.set('Content-Disposition', `inline; filename="${file}.pdf"`);
  res.send(pdf);
}
