// A guest's "Meine Teams" page without the app (client/routes/stats/GuestTeamsPage.tsx draws its frame): the teams
// followed in this browser, asked of GET /api/follows/teams and drawn as plain DOM like the app's cards.
import { GUEST_TEAMS_LIMIT, guestFollows } from './follows-store';
import type { Island } from './island';

const SELECTOR = '[data-island="my-teams"]';
const MINUTE = 60_000;

type Outcome = 'W' | 'D' | 'L';
interface TeamGame {
  kickoff_time: string;
  opponent_name: string;
  home: boolean;
  is_live: boolean;
  status: 'scheduled' | 'postponed' | 'cancelled';
  own_score: number | null;
  enemy_score: number | null;
  extra_time: 'overtime' | 'shootout' | null;
  url: string;
}
interface MyTeam {
  team_id: number;
  team_name: string;
  competition: { id: number; kind: 'league' | 'tournament'; name: string } | null;
  next_game: TeamGame | null;
  last_result: TeamGame | null;
  position: { rank: number; of: number; table: string | null; points: number } | null;
  form: Outcome[];
}
type Texts = Record<string, string> & {
  countdown: Record<string, string>;
  formLetters: Record<Outcome, string>;
  formWords: Record<Outcome, string>;
  extraTime: Record<string, string>;
};

const fill = (text: string | undefined, values: Record<string, string | number>) =>
  (text ?? '').replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

function el(tag: string, text?: string, style?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (style) node.setAttribute('style', style);
  return node;
}

const OUTCOME_COLOR: Record<Outcome, string> = { W: 'green', D: 'gray', L: 'red' };
const badge = (text: string, color: string, filled = false) =>
  el(
    'span',
    text,
    `display:inline-block;padding:0 8px;border-radius:4px;font-size:12px;font-weight:700;line-height:20px;` +
      (filled
        ? `background:var(--mantine-color-${color}-filled);color:#fff`
        : `background:var(--mantine-color-${color}-light);color:var(--mantine-color-${color}-light-color)`),
  );
const small = 'font-size:12px;font-weight:600;text-transform:uppercase;color:var(--mantine-color-dimmed)';

function drawTeams(root: HTMLElement, teams: MyTeam[], t: Texts): void {
  const language = root.dataset.language ?? 'de';
  const plural = new Intl.PluralRules(language);
  const when = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: root.dataset.zone || undefined,
  });
  const count = (key: string, n: number) =>
    fill(t.countdown[`${key}_${plural.select(n)}`] ?? t.countdown[`${key}_other`], { count: n });
  const countdown = (kickoff: string) => {
    const minutes = Math.floor((new Date(kickoff).getTime() - Date.now()) / MINUTE);
    if (minutes >= 24 * 60) return count('days', Math.floor(minutes / (24 * 60)));
    if (minutes >= 60) return count('hours', Math.floor(minutes / 60));
    return minutes >= 1 ? count('minutes', minutes) : (t.countdown.soon ?? '');
  };
  const gameLine = (game: TeamGame, kind: 'next' | 'last') => {
    const box = el('div');
    box.append(el('div', t[kind], small));
    const link = el(
      'a',
      fill(t.versus, { where: game.home ? t.home! : t.away!, name: game.opponent_name }),
      'font-weight:600;color:inherit;font-size:14px',
    );
    link.setAttribute('href', game.url);
    box.append(link);
    const line = el('div', undefined, 'display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:2px;font-size:14px');
    if (kind === 'last' && game.own_score !== null && game.enemy_score !== null) {
      const outcome: Outcome = game.own_score > game.enemy_score ? 'W' : game.own_score < game.enemy_score ? 'L' : 'D';
      const extra = game.extra_time ? ` ${t.extraTime[game.extra_time] ?? ''}` : '';
      line.append(badge(`${game.own_score}:${game.enemy_score}${extra}`, OUTCOME_COLOR[outcome], true));
    }
    line.append(el('span', when.format(new Date(game.kickoff_time)), 'color:var(--mantine-color-dimmed)'));
    if (game.is_live) line.append(badge(t.live!, 'red', true));
    else if (game.status !== 'scheduled') line.append(badge(t[game.status]!, 'orange'));
    else if (kind === 'next') {
      const left = badge(countdown(game.kickoff_time), 'blue');
      left.dataset.testid = 'countdown';
      line.append(left);
    }
    box.append(line);
    return box;
  };
  const grid = el('div', undefined, 'display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(min(100%,340px),1fr))');
  grid.dataset.testid = 'my-teams';
  for (const team of teams) {
    const card = el(
      'section',
      undefined,
      'display:flex;flex-direction:column;gap:12px;padding:16px;border:1px solid var(--mantine-color-default-border);' +
        'border-radius:var(--mantine-radius-md);background:var(--mantine-color-body)',
    );
    card.dataset.testid = 'my-team';
    const head = el('div');
    const name = el('h2', undefined, 'margin:0;font-size:16px');
    if (team.competition) {
      const link = el('a', team.team_name, 'color:inherit');
      const type = team.competition.kind === 'league' ? 'leagues' : 'tournaments';
      link.setAttribute('href', `/stats/${type}/${team.competition.id}/teams/${team.team_id}`);
      name.append(link);
      head.append(name, el('div', team.competition.name, 'font-size:14px;color:var(--mantine-color-dimmed)'));
    } else {
      name.textContent = team.team_name;
      head.append(name);
    }
    card.append(head);
    card.append(
      team.next_game ? gameLine(team.next_game, 'next') : el('div', t.noNext, 'font-size:14px;color:var(--mantine-color-dimmed)'),
    );
    card.append(
      team.last_result
        ? gameLine(team.last_result, 'last')
        : el('div', t.noLast, 'font-size:14px;color:var(--mantine-color-dimmed)'),
    );
    const foot = el('div', undefined, 'display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;font-size:14px');
    if (team.position) {
      const p = team.position;
      const place = p.table
        ? fill(t.positionIn, { rank: p.rank, of: p.of, table: p.table })
        : fill(t.position, { rank: p.rank, of: p.of });
      const points = fill(t[`points_${plural.select(p.points)}`] ?? t.points_other, { count: p.points });
      const position = el('span', `${place} · ${points}`);
      position.dataset.testid = 'team-position';
      foot.append(position);
    }
    if (team.form.length > 0) {
      const form = el('span', undefined, 'display:flex;gap:4px;align-items:center');
      form.append(el('span', t.form, small));
      const list = el('ol', undefined, 'display:flex;gap:4px;list-style:none;margin:0;padding:0');
      for (const outcome of team.form) {
        const item = el('li');
        const mark = badge(t.formLetters[outcome], OUTCOME_COLOR[outcome]);
        mark.setAttribute('aria-hidden', 'true');
        const word = el(
          'span',
          t.formWords[outcome],
          'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)',
        );
        item.append(mark, word);
        list.append(item);
      }
      form.append(list);
      foot.append(form);
    }
    card.append(foot);
    grid.append(card);
  }
  root.replaceChildren(grid);
}

let served: { root: HTMLElement; children: Node[] }[] = [];

function showState(root: HTMLElement, text: string | undefined): void {
  const state = el('p', text, 'margin:0');
  state.dataset.testid = 'my-teams-state';
  root.replaceChildren(state);
}

async function fill1(root: HTMLElement): Promise<void> {
  let t: Texts;
  try {
    t = JSON.parse(root.dataset.texts ?? '{}') as Texts;
  } catch {
    return;
  }
  const ids = guestFollows()
    .filter((f) => f.target === 'team')
    .map((f) => f.id)
    .slice(-GUEST_TEAMS_LIMIT);
  served.push({ root, children: [...root.childNodes] });
  if (ids.length === 0) return showState(root, t.empty);
  showState(root, t.loading);
  try {
    const response = await fetch(`/api/follows/teams?ids=${ids.join(',')}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    const teams = ((await response.json()) as { data: MyTeam[] }).data;
    if (teams.length === 0) showState(root, t.empty);
    else drawTeams(root, teams, t);
  } catch {
    showState(root, t.failed);
  }
}

export const myTeams: Island = {
  selector: SELECTOR,
  mount(root) {
    for (const node of root.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (node.dataset.filled) continue;
      node.dataset.filled = 'true';
      void fill1(node);
    }
  },
  unmount() {
    for (const { root, children } of served) {
      root.replaceChildren(...children);
      delete root.dataset.filled;
    }
    served = [];
  },
};
