// Open game tasks of a referee or team manager (confirm the line-up, sign the score sheet) and the small page
// /api/game-tasks that lists them inside the start page's frame and reports its height to the parent window.
import type { LanguageCode } from '../../../shared/constants';
import type { GameTaskDTO } from '../../../shared/schemas/memberships';
import de from '../../../locales/de/clubs.json';
import en from '../../../locales/en/clubs.json';
import fr from '../../../locales/fr/clubs.json';
import nl from '../../../locales/nl/clubs.json';
import { db } from '../../db/client';
import { isOverdue } from '../../../shared/game-tasks';
import { TASK_GAME_SELECT } from './rows';
import { escapeHtml } from '../../platform/text';

const TEXTS: Record<LanguageCode, typeof de.gameTasks.frame> = {
  de: de.gameTasks.frame,
  en: en.gameTasks.frame,
  fr: fr.gameTasks.frame,
  nl: nl.gameTasks.frame,
};

export async function openGameTasks(personId: number, now = new Date()): Promise<GameTaskDTO[]> {
  const tasks = await db().gameTask.findMany({
    where: { personId, state: 'open' },
    orderBy: [{ game: { kickoffTime: 'asc' } }, { id: 'asc' }],
    select: {
      id: true,
      type: true,
      createdAt: true,
      game: { select: TASK_GAME_SELECT },
    },
  });
  return tasks.map((t) => gameTaskOf(t, now));
}

/** An open task's row as the start page lists it. */
export interface GameTaskRow {
  id: number;
  type: GameTaskDTO['type'];
  createdAt: Date;
  game: {
    id: number;
    number: number;
    kickoffTime: Date;
    status: 'scheduled' | 'postponed' | 'cancelled';
    startedAt: Date | null;
    homeTeam: { name: string };
    awayTeam: { name: string };
    competition: { id: number; kind: 'league' | 'tournament'; name: string; periodCount: number; periodSeconds: number };
  };
}

export function gameTaskOf(t: GameTaskRow, now: Date): GameTaskDTO {
  return {
    id: t.id,
    type: t.type,
    created_at: t.createdAt.toISOString(),
    overdue: isOverdue(t.game, now),
    game: {
      id: t.game.id,
      number: t.game.number,
      kickoff_time: t.game.kickoffTime.toISOString(),
      home_team_name: t.game.homeTeam.name,
      away_team_name: t.game.awayTeam.name,
      competition_name: t.game.competition.name,
      league_id: t.game.competition.kind === 'league' ? t.game.competition.id : null,
      tournament_id: t.game.competition.kind === 'tournament' ? t.game.competition.id : null,
    },
  };
}

/** A task is done on the game's score sheet (confirm the line-up, sign): its link opens the sheet. */
const scoreSheetPath = (gameId: number) => `/sheet/${gameId}`;

/** dd.MM.yyyy HH:mm in UTC; the frame's script rewrites it in the viewer's time zone. */
function fallbackDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

export function renderGameTasksPage(tasks: GameTaskDTO[], language: LanguageCode): string {
  const t = TEXTS[language];
  const items = tasks
    .map((task) => {
      const g = task.game;
      return `<li>
  <a href="${escapeHtml(scoreSheetPath(g.id))}" target="_top">
    <span class="type">${escapeHtml(t.types[task.type])}${task.overdue ? ` <span class="overdue">${escapeHtml(t.overdue)}</span>` : ''}</span>
    <span class="game">#${g.number} · ${escapeHtml(g.home_team_name)} – ${escapeHtml(g.away_team_name)}</span>
    <span class="meta">${escapeHtml(g.competition_name)} · <time datetime="${g.kickoff_time}">${fallbackDate(g.kickoff_time)}</time></span>
  </a>
</li>`;
    })
    .join('\n');
  const body =
    tasks.length === 0
      ? `<p class="empty">${escapeHtml(t.empty)}</p>`
      : `<p class="count">${escapeHtml(t.count.replace('{{count}}', String(tasks.length)))}</p>\n<ul>\n${items}\n</ul>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 16px; }
html, body { margin: 0; padding: 0; background: transparent; }
body { padding: 2px; }
p { margin: 0 0 12px; color: #495057; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
li a { display: grid; gap: 2px; padding: 12px 14px; border: 1px solid #dee2e6; border-radius: 8px; color: inherit; text-decoration: none; }
li a:hover, li a:focus-visible { border-color: #228be6; outline: none; }
.type { font-weight: 600; }
.game { font-size: 15px; }
.meta { font-size: 14px; color: #868e96; }
.overdue { margin-left: 6px; padding: 1px 6px; border-radius: 4px; font-size: 12px; font-weight: 600; background: #ffe3e3; color: #c92a2a; }
@media (prefers-color-scheme: dark) {
  p { color: #c1c2c5; }
  li a { border-color: #424242; }
  .meta { color: #909296; }
}
</style>
</head>
<body>
<main>
${body}
</main>
<script src="/api/game-tasks/frame.js"></script>
</body>
</html>
`;
}

/** GET /api/game-tasks: the page in the user's preferred language. */
export async function gameTasksPage(personId: number): Promise<string> {
  const [tasks, person] = await Promise.all([
    openGameTasks(personId),
    db().person.findUniqueOrThrow({ where: { id: personId }, select: { preferredLanguage: true } }),
  ]);
  return renderGameTasksPage(tasks, person.preferredLanguage);
}

/**
 * The frame's script (served from the same origin, the CSP allows no inline scripts): local dates, and the
 * page height posted to the parent window with the own origin as target, again on every resize.
 */
export const FRAME_SCRIPT = `(function () {
  var pad = function (n) { return (n < 10 ? '0' : '') + n; };
  document.querySelectorAll('time[datetime]').forEach(function (el) {
    var d = new Date(el.getAttribute('datetime'));
    if (!isNaN(d.getTime()))
      el.textContent = pad(d.getDate()) + '.' + pad(d.getMonth() + 1) + '.' + d.getFullYear() + ' ' + pad(d.getHours()) + ':' + pad(d.getMinutes());
  });
  if (window.parent === window) return;
  var last = -1;
  var post = function () {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'game-tasks:resize', height: height }, window.location.origin);
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.documentElement);
  window.addEventListener('load', post);
  post();
})();
`;
