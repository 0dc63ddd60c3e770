// The game-day notices (docs/product.md#game-day): who is told of a game's change, in their language, queued in the
// transaction of the change through the notification outbox (docs/decisions/049-notification-outbox.md).
import { associationDateTime } from '../../../shared/clock';
import type { LanguageCode } from '../../../shared/constants';
import de from '../../../locales/de/notices.json';
import en from '../../../locales/en/notices.json';
import fr from '../../../locales/fr/notices.json';
import nl from '../../../locales/nl/notices.json';
import type { Prisma } from '../../db/client';
import { enqueueNotice, noticeLink, type Notice } from '../../platform/notification-outbox';
import { escapeHtml, fill } from '../../platform/text';

type Tx = Prisma.TransactionClient;
type Texts = typeof de;
const TEXTS: Record<LanguageCode, Texts> = { de, en, fr, nl };

/** What happened to the game: each kind its subject and body in notices.json. */
export type GameNoticeKind = 'moved' | 'postponed' | 'cancelled' | 'corrected' | 'refereeAssigned' | 'scorerNamed' | 'finalScore';

export interface GameNotice {
  kind: GameNoticeKind;
  gameId: number;
  /** Who made the change: not told of their own change. */
  actorId?: number | null;
  /** The recipients when they are not the game's managers and referees (a referee assigned, a scorer named). */
  personIds?: number[];
  reason?: string | null;
  /** Makes the notice's dedupe key: the change it tells about (the game's revision, a correction's id...). */
  revision: string | number;
}

/** The score-sheet PDF drawn by the worker (server/notices.ts) for the final-score mail. */
export const SCORE_SHEET_ATTACHMENT = 'score_sheet_pdf';

const NOTICE_GAME_SELECT = {
  id: true,
  number: true,
  kickoffTime: true,
  kickoffOpen: true,
  location: true,
  statusReason: true,
  homeScore: true,
  awayScore: true,
  homeTeamId: true,
  awayTeamId: true,
  homeTeam: { select: { name: true } },
  awayTeam: { select: { name: true } },
  field: { select: { name: true } },
  officials: { select: { personId: true } },
} as const;
type NoticeGame = Prisma.GameGetPayload<{ select: typeof NOTICE_GAME_SELECT }>;

/** Who hears of a change of the game itself: both teams' managers (team-leader rules) and, but for the final score, its referees. */
async function recipientsOf(tx: Tx, game: NoticeGame, notice: GameNotice): Promise<number[]> {
  if (notice.personIds) return notice.personIds;
  const managers = await tx.aclRule.findMany({
    where: { role: 'team_leader', teamId: { in: [game.homeTeamId, game.awayTeamId] } },
    select: { personId: true },
  });
  const referees = notice.kind === 'finalScore' ? [] : game.officials.map((o) => o.personId);
  return [...managers.map((m) => m.personId), ...referees];
}

/** The mail of one notice in one language: greeting, what happened, the game's facts that matter, the link. */
export function gameNoticeMail(
  kind: GameNoticeKind,
  language: LanguageCode,
  firstname: string,
  game: NoticeGame,
  reason?: string | null,
) {
  const t = TEXTS[language];
  const gameName = fill(t.game, { number: game.number, home: game.homeTeam.name, away: game.awayTeam.name });
  const facts: string[] = [];
  if (kind === 'moved' || kind === 'postponed' || kind === 'refereeAssigned' || kind === 'scorerNamed') {
    facts.push(game.kickoffOpen ? t.kickoffOpen : fill(t.kickoff, { when: associationDateTime(game.kickoffTime) }));
    const place = game.field?.name ?? game.location;
    if (place) facts.push(fill(t.place, { place }));
  }
  if (kind === 'finalScore') {
    facts.push(
      fill(t.score, {
        home: game.homeTeam.name,
        away: game.awayTeam.name,
        homeScore: game.homeScore,
        awayScore: game.awayScore,
      }),
      t.attached,
    );
  }
  if (reason) facts.push(fill(t.reason, { reason }));
  const link = noticeLink(`/sheet/${game.id}`);
  const greeting = fill(t.greeting, { name: firstname });
  const body = fill(t[kind].body, { game: gameName });
  const text = [greeting, '', body, ...(facts.length ? ['', ...facts] : []), '', t.link, link].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    (facts.length ? `<p>${facts.map(escapeHtml).join('<br>')}</p>` : '') +
    `<p>${escapeHtml(t.link)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { subject: fill(t[kind].subject, { game: gameName }), text, html };
}

/**
 * Queues the notice of a game's change inside the change's transaction: one mail per recipient with an address, in
 * their preferred language, never to the one who made the change. The same change (kind, revision, person) is never
 * queued twice.
 */
export async function noticeGame(tx: Tx, notice: GameNotice): Promise<void> {
  const game = await tx.game.findUnique({ where: { id: notice.gameId }, select: NOTICE_GAME_SELECT });
  if (!game) return;
  const ids = [...new Set(await recipientsOf(tx, game, notice))].filter((id) => id !== notice.actorId);
  if (ids.length === 0) return;
  const persons = await tx.person.findMany({
    where: { id: { in: ids }, erasedAt: null, email: { not: null } },
    select: { id: true, email: true, firstname: true, preferredLanguage: true },
    orderBy: { id: 'asc' },
  });
  const reason = notice.reason ?? (notice.kind === 'postponed' || notice.kind === 'cancelled' ? game.statusReason : null);
  const notices: Notice[] = persons.map((person) => {
    const language = person.preferredLanguage as LanguageCode;
    const mail = gameNoticeMail(notice.kind, language, person.firstname, game, reason);
    return {
      personId: person.id,
      address: person.email!,
      kind: `game.${notice.kind}`,
      payload:
        notice.kind === 'finalScore'
          ? { ...mail, attachment: { kind: SCORE_SHEET_ATTACHMENT, game_id: game.id, language } }
          : mail,
      dedupeKey: `game:${game.id}:${notice.kind}:${notice.revision}:${person.id}`,
    };
  });
  await enqueueNotice(tx, notices);
}
