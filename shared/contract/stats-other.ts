// Public statistics, calendar feeds, countries, game tasks and this API description.
import { z } from 'zod';
import { CountriesQuery, Country } from '../schemas/self';
import {
  CalendarCategoryParams,
  CalendarCategoryQuery,
  CalendarPersonParams,
  StatsCategoryParams,
  StatsGameParams,
  StatsSeasonQuery,
  StatsTeamParams,
  StatsAssociation,
  StatsFouls,
  StatsGameDetails,
  StatsGames,
  StatsGroups,
  StatsPoints,
  StatsTeam,
} from '../schemas/stats';

import { dataOf, endpoint, json, ics } from './endpoint';

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

export const countries = {
  list: endpoint({
    method: 'GET',
    path: '/countries',
    tag: 'Other',
    summary: 'Countries in the asked language',
    auth: 'public',
    query: CountriesQuery,
    response: dataOf(z.array(Country)),
    status: 200,
    success: json,
  }),
};

export const gameTasks = {
  page: endpoint({
    method: 'GET',
    path: '/game-tasks',
    tag: 'Other',
    summary: "The page of the user's open game tasks (embedded in a frame)",
    auth: 'user',
    status: 200,
    success: { kind: 'html' },
  }),
  script: endpoint({
    method: 'GET',
    path: '/game-tasks/frame.js',
    tag: 'Other',
    summary: "The game-task page's script",
    auth: 'public',
    status: 200,
    success: { kind: 'script' },
  }),
};

export const meta = {
  openapi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    tag: 'Other',
    summary: 'This document',
    auth: 'public',
    status: 200,
    success: { kind: 'file', contentTypes: ['application/json'] },
  }),
  docs: endpoint({
    method: 'GET',
    path: '/docs',
    tag: 'Other',
    summary: 'The API reference page made from this document',
    auth: 'public',
    status: 200,
    success: { kind: 'html' },
  }),
};
