// Factories for the schedule import: a league with a fixed season (2026-09-01 to 2027-06-30) and two groups of the
// association's teams, fields of the home clubs, an association admin and the league's representative; and schedule
// files written as CSV or XLSX from rows of text.
import ExcelJS from 'exceljs';
import { db } from '../server/db/client';
import { ADMIN_PASSWORD, buildAssociation, buildPerson, buildSport, grantRole, unique } from './factories';

export async function buildImportWorld() {
  const association = await buildAssociation();
  const sport = await buildSport(`lacrosse_${unique()}`);
  const club = (name: string) =>
    db().club.create({
      data: { associationId: association.id, name: `${name} ${unique()}`, sports: { create: [{ sportId: sport.id }] } },
    });
  const [north, south] = [await club('LC Nord'), await club('LC Süd')];
  const team = (clubId: number, name: string) => db().team.create({ data: { clubId, sportId: sport.id, name } });
  const tag = unique();
  const teams = {
    adler: await team(north.id, `Adler ${tag}`),
    baeren: await team(north.id, `Bären ${tag}`),
    falken: await team(south.id, `Falken ${tag}`),
    wölfe: await team(south.id, `Wölfe ${tag}`),
    luchse: await team(south.id, `Luchse ${tag}`),
    outsider: await team(south.id, `Fremde ${tag}`),
  };
  const season = await db().season.create({
    data: { name: `Saison ${tag}`, startsOn: new Date('2026-09-01T00:00:00Z'), endsOn: new Date('2027-06-30T00:00:00Z') },
  });
  const league = await db().competition.create({
    data: { associationId: association.id, sportId: sport.id, kind: 'league', name: `Liga ${tag}`, defaultSeasonId: season.id },
  });
  const groupA = await db().group.create({ data: { competitionId: league.id, seasonId: season.id, name: 'Nord', position: 0 } });
  const groupB = await db().group.create({ data: { competitionId: league.id, seasonId: season.id, name: 'Süd', position: 1 } });
  await db().groupTeam.createMany({
    data: [
      ...[teams.adler, teams.baeren, teams.falken, teams.wölfe].map((t) => ({ groupId: groupA.id, teamId: t.id })),
      { groupId: groupB.id, teamId: teams.luchse.id },
      { groupId: groupB.id, teamId: teams.falken.id },
    ],
  });
  const fields = {
    north: await db().clubField.create({ data: { clubId: north.id, name: 'Stadtpark' } }),
    south: await db().clubField.create({ data: { clubId: south.id, name: 'Sportzentrum Süd' } }),
  };
  const admin = await buildPerson({ email: `verband-${tag}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(admin.id, 'association-leader', { associationId: association.id });
  const leagueRep = await buildPerson({ email: `liga-${tag}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(leagueRep.id, 'league-leader', { competitionId: league.id });
  const adlerManager = await buildPerson({ email: `adler-${tag}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(adlerManager.id, 'team-leader', { teamId: teams.adler.id });
  return { association, sport, north, south, teams, season, league, groupA, groupB, fields, admin, leagueRep, adlerManager, tag };
}

export type ImportWorld = Awaited<ReturnType<typeof buildImportWorld>>;

/** A CSV file of the rows (`;`-separated, as Excel writes it in German). */
export const csvFile = (rows: string[][], separator = ';') =>
  Buffer.from(
    rows
      .map((r) => r.map((c) => (c.includes(separator) || c.includes('"') ? `"${c.replace(/"/g, '""')}"` : c)).join(separator))
      .join('\n'),
  );

/** An XLSX file of the rows; a cell may be a Date (a real Excel date) or a number. */
export async function xlsxFile(rows: (string | number | Date)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Spielplan');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const IMPORT_HEADER = ['Nummer', 'Datum', 'Uhrzeit', 'Gruppe', 'Heim', 'Gast', 'Platz'];

/**
 * The competition of a security-world side (test/factories-security.ts) for the authorization matrix: the side's
 * league, or for a side without one (B) a new league of its association with a season, held by no representative.
 */
export async function sideCompetition(side: {
  marker: string;
  association: { id: number };
  sportId: number;
  league: { id: number } | null;
}): Promise<number> {
  if (side.league) return side.league.id;
  const season = await db().season.create({
    data: { name: `Saison ${unique()}`, startsOn: new Date('2020-01-01'), endsOn: new Date('2099-12-31') },
  });
  const league = await db().competition.create({
    data: {
      associationId: side.association.id,
      sportId: side.sportId,
      kind: 'league',
      name: `Liga ${side.marker}`,
      defaultSeasonId: season.id,
    },
  });
  return league.id;
}
