// The schedule import's preview as the API answers it (shared/schemas/games-import.ts): pure, from the checked rows.
import type { GameImportPreviewDTO, GameImportRowDTO } from '../../../shared/schemas/games-import';
import type { ImportPreview, ImportRow } from './import';

export function presentImportRow(r: ImportRow): GameImportRowDTO {
  return {
    row: r.row,
    number: r.number,
    kickoff: r.kickoff ? r.kickoff.toISOString() : null,
    group: r.group ? { id: r.group.id, name: r.group.name } : null,
    home_team: r.homeTeam ? { id: r.homeTeam.id, name: r.homeTeam.name } : null,
    away_team: r.awayTeam ? { id: r.awayTeam.id, name: r.awayTeam.name } : null,
    field: r.field ? { id: r.field.id, name: r.field.name } : null,
    location: r.location,
    raw: {
      number: r.raw.number,
      date: r.raw.date,
      time: r.raw.time,
      group: r.raw.group,
      home: r.raw.home,
      away: r.raw.away,
      field: r.raw.field,
    },
    problems: r.problems.map((p) => ({
      kind: p.kind,
      column: p.column,
      other_row: p.otherRow,
      other_game_number: p.otherGameNumber,
    })),
  };
}

export function presentImportPreview(preview: ImportPreview, imported: number): GameImportPreviewDTO {
  return {
    season: { id: preview.season.id, name: preview.season.name },
    clean: preview.clean,
    missing_columns: [...preview.missingColumns],
    rows: preview.rows.map(presentImportRow),
    imported,
  };
}
