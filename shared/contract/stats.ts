// The stats domain's endpoints (server/domains/stats): public statistics, calendar feeds and the live streams of the
// public statistics.
import { z } from 'zod';
import {
  CalendarCategoryParams,
  CalendarCategoryQuery,
  CalendarPersonParams,
  CalendarTeamParams,
  CalendarTeamQuery,
  StatsAssociation,
  StatsCategoryParams,
  StatsFouls,
  StatsGameDetails,
  StatsGameParams,
  StatsGames,
  StatsGoalies,
  StatsGroups,
  StatsPoints,
  StatsSeasonQuery,
  StatsTeam,
  StatsTeamParams,
} from '../schemas/stats';
import { dataOf, endpoint, ics, json, eventStream } from './endpoint';

/** One view of a league or tournament (type: leagues or tournaments). */
const categoryView = <const V extends string, R extends z.ZodType>(view: V, what: string, answer: R) =>
  endpoint({
    method: 'GET',
    path: `/stats/{type}/{id}/${view}`,
    tag: 'Statistics',
    summary: `A league's or tournament's ${what} (type: leagues or tournaments)`,
    auth: 'public',
    params: StatsCategoryParams,
    query: StatsSeasonQuery,
    response: dataOf(answer),
    status: 200,
    success: json,
  });

export const stats = {
  associations: endpoint({
    method: 'GET',
    path: '/stats/associations',
    tag: 'Statistics',
    summary: 'Associations with leagues and tournaments',
    auth: 'public',
    response: dataOf(z.array(StatsAssociation)),
    status: 200,
    success: json,
  }),
  game: endpoint({
    method: 'GET',
    path: '/stats/games/{gameID}',
    tag: 'Statistics',
    summary: 'A game with its events',
    auth: 'public',
    params: StatsGameParams,
    response: dataOf(StatsGameDetails),
    status: 200,
    success: json,
  }),
  games: categoryView('games', 'games', StatsGames),
  groups: categoryView('groups', 'standings', StatsGroups),
  points: categoryView('points', 'points', StatsPoints),
  fouls: categoryView('fouls', 'fouls', StatsFouls),
  goalies: categoryView('goalies', 'goalies (time in net, shots and goals against, saves)', StatsGoalies),
  team: endpoint({
    method: 'GET',
    path: '/stats/{type}/{id}/teams/{teamID}',
    tag: 'Statistics',
    summary: "A team's games and roster",
    auth: 'public',
    params: StatsTeamParams,
    query: StatsSeasonQuery,
    response: dataOf(StatsTeam),
    status: 200,
    success: json,
  }),
};

export const calendar = {
  personFeed: endpoint({
    method: 'GET',
    path: '/calendar/games-calendar/{file}',
    tag: 'Statistics',
    summary: "A person's games as iCalendar (file: the person's calendar token[.ics], renewable)",
    auth: 'public',
    params: CalendarPersonParams,
    status: 200,
    success: ics,
  }),
  teamFeed: endpoint({
    method: 'GET',
    path: '/calendar/teams/{file}',
    tag: 'Statistics',
    summary: "A team's games as iCalendar, a year back and all ahead (file: the team's id[.ics])",
    auth: 'public',
    params: CalendarTeamParams,
    query: CalendarTeamQuery,
    status: 200,
    success: ics,
  }),
  categoryFeed: endpoint({
    method: 'GET',
    path: '/calendar/{type}/{file}',
    tag: 'Statistics',
    summary: "A league's or tournament's games as iCalendar (file: its id[.ics])",
    auth: 'public',
    params: CalendarCategoryParams,
    query: CalendarCategoryQuery,
    status: 200,
    success: ics,
  }),
};

/** Server-Sent Events of the public statistics: a game's changes, and a category's (docs/decisions/023-live-streams.md). */
export const live = {
  game: endpoint({
    method: 'GET',
    path: '/stats/games/{gameID}/live',
    tag: 'Statistics',
    summary: 'Server-Sent Events: `game` with the game details (StatsGameDetails) whenever the game changes',
    auth: 'public',
    params: StatsGameParams,
    status: 200,
    success: eventStream,
  }),
  category: endpoint({
    method: 'GET',
    path: '/stats/{type}/{id}/live',
    tag: 'Statistics',
    summary: 'Server-Sent Events: `game` with the changed game (StatsGame) whenever a game of the category changes',
    auth: 'public',
    params: StatsCategoryParams,
    status: 200,
    success: eventStream,
  }),
};
