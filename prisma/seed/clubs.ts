// Clubs with profile, fields (pitches) and sports, and the teams of every club.
import type { Prisma } from '../../server/db/generated/client';
import { CLUBS, FIELD_NAMES, ICE_RINKS, TEAM_LABELS, TEAM_SHAPES, clubLang } from './catalog';
import type { ClubDef, SportKey, TeamKind } from './catalog';
import { addDays, insertMany, insertReturning, nearbyZip, phone, slug } from './context';
import type { CountryKey, Lang } from './context';
import type { TeamRow, World } from './world';

/** Which kinds of team a club fields, by its position among the clubs of its country. */
function teamKinds(club: ClubDef, i: number): TeamKind[] {
  if (club.country === 'de') {
    const kinds: TeamKind[] = ['men'];
    if (i % 6 !== 5) kinds.push('women');
    if (i % 4 === 1) kinds.push('men2');
    if (i % 2 === 0) kinds.push('u18');
    if (i % 3 !== 2) kinds.push('u16');
    if (i % 4 === 0) kinds.push('u14');
    if (i % 6 === 1) kinds.push('u12');
    if (i % 2 === 1) kinds.push('indoor');
    if (i % 5 === 0) kinds.push('lsm');
    return kinds;
  }
  if (club.country === 'nl') {
    const kinds: TeamKind[] = ['men'];
    if (i !== 9) kinds.push('women');
    if (i % 3 !== 2) kinds.push('u16');
    if (i % 2 === 0) kinds.push('u18');
    if (i % 2 === 1) kinds.push('indoor');
    return kinds;
  }
  if (club.iceHockey) {
    const j = i - 5;
    const kinds: TeamKind[] = ['men'];
    if (j === 0) kinds.push('men2');
    if (j < 3) kinds.push('u18');
    if (j === 1) kinds.push('women');
    return kinds;
  }
  const kinds: TeamKind[] = ['men'];
  if (i !== 4) kinds.push('women');
  if (i % 2 === 0) kinds.push('u16');
  return kinds;
}

const ICE_LABELS: Partial<Record<TeamKind, Record<Lang, string>>> = {
  men: { de: 'Senioren', nl: 'Senioren', fr: 'Seniors', en: 'Seniors' },
  men2: { de: 'Senioren II', nl: 'Senioren 2', fr: 'Seniors II', en: 'Seniors II' },
};

function sportOf(club: ClubDef, kind: TeamKind): SportKey {
  if (club.iceHockey) return 'ice_hockey';
  if (kind === 'indoor') return 'indoor_lacrosse';
  if (kind === 'lsm') return 'lsm';
  return 'lacrosse';
}

const INFO: Record<Lang, (year: number, days: string) => string> = {
  de: (y, d) =>
    `Gegründet ${y}. Training ${d}, 19:00–21:00 Uhr. Anfänger:innen und Gäste sind jederzeit willkommen – Ausrüstung kann geliehen werden.`,
  nl: (y, d) =>
    `Opgericht in ${y}. Training ${d}, 19:00–21:00 uur. Beginners en gasten zijn altijd welkom – materiaal kan geleend worden.`,
  fr: (y, d) =>
    `Fondé en ${y}. Entraînements ${d}, 19h00–21h00. Débutant·e·s et invité·e·s toujours bienvenu·e·s – le matériel peut être prêté.`,
  en: (y, d) => `Founded in ${y}. Practice ${d}, 7–9 pm. Beginners and guests are always welcome.`,
};
const DAYS: Record<Lang, string[]> = {
  de: ['dienstags und donnerstags', 'montags und mittwochs', 'mittwochs und freitags'],
  nl: ['op dinsdag en donderdag', 'op maandag en woensdag', 'op woensdag en vrijdag'],
  fr: ['le mardi et le jeudi', 'le lundi et le mercredi', 'le mercredi et le vendredi'],
  en: ['Tuesdays and Thursdays', 'Mondays and Wednesdays', 'Wednesdays and Fridays'],
};
const OFFICE: Record<Lang, string> = { de: 'Geschäftsstelle', nl: 'Secretariaat', fr: 'Secrétariat', en: 'Office' };

/** Clubs with profile, fields, sports and teams. */
export async function seedClubs(w: World): Promise<void> {
  const { db, rng } = w;
  const perCountry: Record<CountryKey, number> = { de: 0, nl: 0, be: 0 };
  const defs = CLUBS.map((def) => ({ def, index: perCountry[def.country]++ }));
  const assoc = (c: CountryKey) => w.associations.find((a) => a.key === c)!;
  const rows = defs.map(({ def }) => {
    const names = w.f.names[def.locale];
    const lang = clubLang(def);
    const domain = `${slug(def.short, '-')}.example.org`;
    return {
      associationId: assoc(def.country).id,
      regionId: assoc(def.country).regionIds[def.region] ?? null,
      name: def.name,
      address0: OFFICE[lang],
      address1: names.location.streetAddress().slice(0, 60),
      address2: rng.datatype.boolean({ probability: 0.2 })
        ? `${lang === 'de' ? 'Postfach' : 'Postbus'} ${rng.number.int({ min: 100, max: 9999 })}`
        : null,
      zipCode: def.zip,
      city: def.city,
      region: def.region,
      phoneNumber: phone(rng, def.country, def.area, false),
      email: `info@${domain}`,
      homepage: `www.${domain}`,
      generalInformation: INFO[lang](rng.number.int({ min: 1985, max: 2019 }), rng.helpers.arrayElement(DAYS[lang])),
      createdAt: new Date(
        Date.UTC(w.now.getUTCFullYear() - 5, rng.number.int({ min: 0, max: 11 }), rng.number.int({ min: 1, max: 28 })),
      ),
      updatedAt: addDays(w.today, -rng.number.int({ min: 1, max: 300 })),
    };
  });
  const created = await insertReturning(
    rows,
    (b) => db.club.createManyAndReturn({ data: b, select: { id: true, name: true } }),
    (i, r) => i.name === r.name,
  );
  w.clubs = defs.map(({ def, index }, i) => ({
    ...def,
    id: created[i]!.id,
    associationId: rows[i]!.associationId,
    index,
    teams: [],
    fieldNames: [],
  }));

  const fields: Prisma.ClubFieldCreateManyInput[] = [];
  for (const club of w.clubs) {
    const names = w.f.names[club.locale];
    const count = club.iceHockey ? 1 : rng.number.int({ min: 1, max: 2 });
    for (let k = 0; k < count; k++) {
      const street = names.location.street();
      const name = club.iceHockey
        ? `${ICE_RINKS[club.locale]} ${club.city}`
        : `${rng.helpers.arrayElement(FIELD_NAMES[club.locale])} ${street}`;
      club.fieldNames.push(name.slice(0, 60));
      fields.push({
        clubId: club.id,
        name: name.slice(0, 60),
        address1: `${street} ${rng.number.int({ min: 1, max: 120 })}`.slice(0, 60),
        zipCode: nearbyZip(rng, club.country, club.zip),
        city: club.city,
        region: club.region,
        generalInformation: k === 0 ? (clubLang(club) === 'de' ? 'Parkplätze vorhanden. Umkleiden im Vereinsheim.' : null) : null,
        createdAt: new Date(Date.UTC(w.now.getUTCFullYear() - 4, 2, 1)),
      });
    }
  }
  await insertMany(fields, (b) => db.clubField.createMany({ data: b }));

  const teams: Omit<TeamRow, 'id'>[] = [];
  for (const club of w.clubs) {
    for (const kind of teamKinds(club, club.index)) {
      const shape = TEAM_SHAPES[kind];
      const labels = (club.iceHockey && ICE_LABELS[kind]) || TEAM_LABELS[kind];
      teams.push({
        clubId: club.id,
        club,
        kind,
        sportKey: sportOf(club, kind),
        gender: shape.gender,
        minAge: shape.minAge,
        maxAge: shape.maxAge,
        name: `${club.short} ${labels[clubLang(club)]}`,
        strength: 0.7 + rng.number.float({ min: 0, max: 0.6, fractionDigits: 2 }),
      });
    }
  }
  const createdTeams = await insertReturning(
    teams,
    (b) =>
      db.team.createManyAndReturn({
        data: b.map((t) => ({
          clubId: t.clubId,
          sportId: w.sportIds[t.sportKey],
          name: t.name,
          localName: t.name.slice(t.club.short.length + 1),
          gender: t.gender,
          minAge: t.minAge,
          maxAge: t.maxAge,
          isJoinable: t.kind !== 'men2',
          createdAt: new Date(Date.UTC(w.now.getUTCFullYear() - 4, 6, 1)),
        })),
        select: { id: true, name: true },
      }),
    (i, r) => i.name === r.name,
  );
  w.teams = teams.map((t, i) => ({ ...t, id: createdTeams[i]!.id }));
  for (const t of w.teams) t.club.teams.push(t);

  const clubSports = w.clubs.flatMap((c) =>
    [...new Set(c.teams.map((t) => t.sportKey))].map((k) => ({ clubId: c.id, sportId: w.sportIds[k] })),
  );
  await insertMany(clubSports, (b) => db.clubSport.createMany({ data: b }));
}
