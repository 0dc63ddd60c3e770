// The text of a push notice in one language (locales/*/notices.json, `push`): title and body from the outbox row's
// facts and the game as it is when the worker fans the notice out.
import { associationDateTime } from '../../../shared/clock';
import type { LanguageCode } from '../../../shared/constants';
import de from '../../../locales/de/notices.json';
import en from '../../../locales/en/notices.json';
import fr from '../../../locales/fr/notices.json';
import nl from '../../../locales/nl/notices.json';
import { fill } from '../../platform/text';

type Texts = typeof de.push;
const TEXTS: Record<LanguageCode, Texts> = { de: de.push, en: en.push, fr: fr.push, nl: nl.push };

export interface PushGame {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  kickoffTime: Date;
  kickoffOpen: boolean;
  extraTime: 'overtime' | 'shootout' | null;
}

/** What the outbox row carries (server/platform/push-outbox.ts). */
export interface PushFacts {
  game_id: number;
  event: string;
  change?: 'moved' | 'postponed' | 'cancelled';
  period?: number;
  home_score?: number;
  away_score?: number;
  team_id?: number;
  goals?: { team_id: number | null }[];
}

const TITLE_MAX = 120;
const BODY_MAX = 300;
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function pushText(facts: PushFacts, game: PushGame, language: LanguageCode): { title: string; body: string } {
  const t = TEXTS[language];
  const teamName = (id: number | null | undefined) => (id === game.awayTeamId ? game.away : game.home);
  const names = { home: game.home, away: game.away };
  const score = (h: number | undefined, a: number | undefined) => ({
    ...names,
    homeScore: h ?? game.homeScore,
    awayScore: a ?? game.awayScore,
  });
  let title: string;
  let body: string;
  switch (facts.event) {
    case 'kickoff':
      title = fill(t.kickoff.title, names);
      body = t.kickoff.body;
      break;
    case 'goal': {
      const goals = facts.goals ?? [];
      const last = goals.at(-1);
      // The score as it stands when the (coalesced) notice goes out.
      const values = score(undefined, undefined);
      if (goals.length > 1) {
        const teams = [...new Set(goals.map((g) => teamName(g.team_id)))].join(', ');
        title = fill(t.goals.title, { ...values, count: goals.length });
        body = fill(t.goals.body, { teams });
      } else {
        title = fill(t.goal.title, values);
        body = fill(t.goal.body, { team: teamName(last?.team_id) });
      }
      break;
    }
    case 'period':
      title = fill(t.period.title, { ...score(facts.home_score, facts.away_score), period: facts.period ?? 1 });
      body = fill(t.period.body, { period: facts.period ?? 1 });
      break;
    case 'final': {
      const extra = game.extraTime ? t[game.extraTime] : '';
      title = fill(t.final.title, { ...score(facts.home_score, facts.away_score), extra });
      body = t.final.body;
      break;
    }
    case 'schedule': {
      const change = facts.change ?? 'moved';
      const text = t[change];
      title = fill(text.title, names);
      body =
        change === 'postponed' && game.kickoffOpen
          ? t.postponedOpen
          : fill(text.body, { when: associationDateTime(game.kickoffTime) });
      break;
    }
    default:
      title = fill(t.lineup.title, { team: teamName(facts.team_id) });
      body = fill(t.lineup.body, names);
  }
  return { title: cut(title, TITLE_MAX), body: cut(body, BODY_MAX) };
}

export const mailFooter = (language: LanguageCode): string => TEXTS[language].mailFooter;

/** The notice's "unsubscribe" action, in the subscription's language (the worker cannot know it otherwise). */
export const unsubscribeLabel = (language: LanguageCode): string => TEXTS[language].unsubscribe;
