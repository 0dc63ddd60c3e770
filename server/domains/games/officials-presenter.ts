// Shapes the officials rows of server/domains/games/officials.ts into the answers of shared/schemas/game-officials.ts.
import type {
  GameOfficialsDTO,
  OverdueTaskDTO,
  OverlappingGameDTO,
  RefereeCandidatesDTO,
} from '../../../shared/schemas/game-officials';
import { taskDueAt } from '../../../shared/game-tasks';
import type { GameOfficialsRows, OverdueTaskRow, OverlapRow } from './officials';
import type { ScheduledGameRow } from './rows';
import { officialsEditable } from './policy';

export function presentOfficialsGame(game: ScheduledGameRow): GameOfficialsDTO['game'] {
  return {
    id: game.id,
    number: game.number,
    kickoff_time: game.kickoffTime.toISOString(),
    status: game.status,
    competition_id: game.competition.id,
    competition_name: game.competition.name,
    home_team: { id: game.homeTeam.id, name: game.homeTeam.name },
    away_team: { id: game.awayTeam.id, name: game.awayTeam.name },
    officials_editable: officialsEditable(game),
  };
}

function overlapsByPerson(rows: OverlapRow[]): Map<number, OverlappingGameDTO[]> {
  const byPerson = new Map<number, OverlappingGameDTO[]>();
  for (const r of rows) {
    const list = byPerson.get(r.personId) ?? [];
    list.push({
      id: r.game.id,
      number: r.game.number,
      kickoff_time: r.game.kickoffTime.toISOString(),
      competition_name: r.game.competition.name,
      home_team_name: r.game.homeTeam.name,
      away_team_name: r.game.awayTeam.name,
    });
    byPerson.set(r.personId, list);
  }
  return byPerson;
}

const captionOf = (licence: { level: number; license: { levels: { level: number; caption: string }[] } }) =>
  licence.license.levels.find((l) => l.level === licence.level)?.caption ?? null;

export function presentRefereeCandidates(rows: {
  game: ScheduledGameRow;
  levels: { level: number; caption: string }[];
  persons: {
    person: { id: number; firstname: string; lastname: string };
    licence: { level: number; license: { name: string; levels: { level: number; caption: string }[] } };
  }[];
  overlaps: OverlapRow[];
  assignedIds: Set<number>;
}): RefereeCandidatesDTO {
  const overlaps = overlapsByPerson(rows.overlaps);
  // One entry per level: two referee licences of the association may both have a level 1.
  const levels = [...new Map(rows.levels.map((l) => [l.level, l])).values()];
  return {
    game: presentOfficialsGame(rows.game),
    levels: levels.map((l) => ({ level: l.level, caption: l.caption })),
    candidates: rows.persons.map(({ person, licence }) => ({
      person_id: person.id,
      firstname: person.firstname,
      lastname: person.lastname,
      license_name: licence.license.name,
      level: licence.level,
      level_caption: captionOf(licence),
      assigned: rows.assignedIds.has(person.id),
      overlaps: overlaps.get(person.id) ?? [],
    })),
  };
}

export function presentGameOfficials(rows: GameOfficialsRows): GameOfficialsDTO {
  const overlaps = overlapsByPerson(rows.overlaps);
  return {
    game: presentOfficialsGame(rows.game),
    referees: rows.officials.map((p) => {
      const licence = rows.licences.get(p.id);
      return {
        person_id: p.id,
        firstname: p.firstname,
        lastname: p.lastname,
        level: licence?.level ?? null,
        level_caption: licence ? captionOf(licence) : null,
        overlaps: overlaps.get(p.id) ?? [],
      };
    }),
    team_managers: rows.managers.map((m) => ({
      team_id: m.teamId!,
      side: m.teamId === rows.game.homeTeam.id ? ('home' as const) : ('away' as const),
      person_id: m.person.id,
      firstname: m.person.firstname,
      lastname: m.person.lastname,
    })),
  };
}

export function presentOverdueTask(row: OverdueTaskRow): OverdueTaskDTO {
  return {
    id: row.id,
    type: row.type,
    due_at: taskDueAt(row.game.kickoffTime, row.game.competition).toISOString(),
    person: { id: row.person.id, firstname: row.person.firstname, lastname: row.person.lastname },
    game: {
      id: row.game.id,
      number: row.game.number,
      kickoff_time: row.game.kickoffTime.toISOString(),
      competition_id: row.game.competition.id,
      competition_name: row.game.competition.name,
      home_team_name: row.game.homeTeam.name,
      away_team_name: row.game.awayTeam.name,
    },
  };
}
