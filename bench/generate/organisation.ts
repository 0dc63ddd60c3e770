// The federation: sports, one association with regions and subscriptions, clubs with fields and teams,
// two seasons and the leagues with their standings tables.
import { de } from '@faker-js/faker';
import { addDays, SPORT_NAMES, SPORTS, type ClubRow, type LeagueRow, type SportKey, type TeamRow, type World } from './context';

const REGIONS = de.location!.state as string[];
const CITIES = de.location!.city_name as string[];
const NICKNAMES = ['Lions', 'Eagles', 'Wolves', 'Bears', 'Hawks', 'Sharks', 'Knights', 'Pirates', 'Foxes', 'Cobras', 'Vikings'];

/** Main sport of a club: lacrosse 40 %, ice hockey 30 %, indoor 20 %, LSM 10 %. */
function mainSport(r: number): SportKey {
  return r < 0.4 ? 'lacrosse' : r < 0.7 ? 'ice_hockey' : r < 0.9 ? 'indoor_lacrosse' : 'lsm';
}

const POINTS: Record<SportKey, [number, number, number]> = {
  lacrosse: [2, 1, 0],
  indoor_lacrosse: [2, 1, 0],
  lsm: [2, 1, 0],
  ice_hockey: [3, 1, 0],
};

export async function seedOrganisation(w: World): Promise<void> {
  const { load, rng, now } = w;
  const sports = load.table('sports', ['id', 'key', 'name']);
  SPORTS.forEach((key, i) => (w.sportIds[key] = i + 1));
  for (const key of SPORTS) await sports.add([w.sportIds[key], key, SPORT_NAMES[key]]);
  w.associationId = 1;
  await load
    .table('associations', ['id', 'name', 'abbreviation', 'country_code', 'color', 'created_at'])
    .add([1, 'Nationaler Lacrosse- und Eishockeyverband', 'NLEV', 'deu', 'blue', addDays(now, -3650)]);
  const associationSports = load.table('association_sports', ['association_id', 'sport_id']);
  for (const key of SPORTS) await associationSports.add([1, w.sportIds[key]]);
  const regions = load.table('regions', ['id', 'association_id', 'name']);
  w.regionIds = REGIONS.map((_, i) => i + 1);
  for (const [i, name] of REGIONS.entries()) await regions.add([i + 1, 1, name]);
  const subscriptions = load.table('subscriptions', [
    'id',
    'association_id',
    'sport_id',
    'name',
    'available_intervals',
    'created_at',
  ]);
  for (const [i, key] of SPORTS.entries()) {
    w.subscriptionIds[key] = i + 1;
    await subscriptions.add([i + 1, 1, w.sportIds[key], `Aktiv ${SPORT_NAMES[key]}`, ['1', '3', '6', '12'], addDays(now, -3000)]);
  }
  await load.flushAll();

  const clubs = load.table('clubs', [
    'id',
    'association_id',
    'region_id',
    'name',
    'address_1',
    'zip_code',
    'city',
    'region',
    'phone_number',
    'email',
    'homepage',
    'general_information',
    'created_at',
    'updated_at',
  ]);
  const clubSports = load.table('club_sports', ['club_id', 'sport_id'], [clubs]);
  const fields = load.table('club_fields', ['id', 'club_id', 'name', 'address_1', 'zip_code', 'city', 'created_at'], [clubs]);
  const teams = load.table(
    'teams',
    ['id', 'club_id', 'sport_id', 'name', 'gender', 'min_age', 'max_age', 'is_joinable', 'created_at'],
    [clubs],
  );
  const teamsPerClub = w.sizes.teams / w.sizes.clubs;
  let teamId = 0;
  for (let c = 1; c <= w.sizes.clubs; c++) {
    const city = rng.pick(CITIES);
    const sport = mainSport(rng.next());
    const second = rng.chance(0.35) ? rng.pick(SPORTS.filter((s) => s !== sport)) : null;
    const club: ClubRow = {
      id: c,
      name: `${city} ${rng.pick(NICKNAMES)} ${c}`,
      regionId: rng.pick(w.regionIds),
      sports: second ? [sport, second] : [sport],
      teams: [],
      // A few big clubs, many small ones.
      weight: 0.2 + rng.next() ** 3 * 4,
    };
    w.clubs.push(club);
    const created = addDays(now, -rng.int(400, 5000));
    await clubs.add([
      c,
      1,
      club.regionId,
      club.name,
      `Sportplatzweg ${rng.int(1, 120)}`,
      rng.digits(5),
      city,
      REGIONS[club.regionId - 1],
      `+49 ${rng.digits(3)} ${rng.digits(6)}`,
      `info@club${c}.example.org`,
      `club${c}.example.org`,
      'Training dienstags und donnerstags ab 19 Uhr.',
      created,
      created,
    ]);
    for (const s of club.sports) await clubSports.add([c, w.sportIds[s]]);
    await fields.add([c, c, `Sportpark ${city}`, `Am Sportpark ${rng.int(1, 40)}`, rng.digits(5), city, created]);
    // Teams: men and women of the main sport, then a youth or second-sport team; spread so the total is exact.
    const count = Math.floor(c * teamsPerClub) - Math.floor((c - 1) * teamsPerClub);
    for (let k = 0; k < count; k++) {
      const kind = k % 3;
      const teamSport: SportKey = kind === 2 && second ? second : sport;
      const gender = kind === 0 ? 'male' : kind === 1 ? 'female' : 'none';
      const label = kind === 0 ? 'Herren' : kind === 1 ? 'Damen' : second ? SPORT_NAMES[teamSport] : 'U16';
      const team: TeamRow = {
        id: ++teamId,
        clubId: c,
        sport: teamSport,
        sportId: w.sportIds[teamSport],
        gender,
        name: `${club.name} ${label}${k >= 3 ? ` ${Math.floor(k / 3) + 1}` : ''}`,
        roster: [],
      };
      club.teams.push(team);
      w.teams.push(team);
      const youth = label === 'U16';
      await teams.add([team.id, c, team.sportId, team.name, gender, youth ? 0 : 16, youth ? 15 : 0, true, created]);
    }
  }
  await load.flushAll();
  await seedLeagues(w);
}

/** Two seasons (the current one running today) and the leagues: 16 teams each, half of them in two groups. */
async function seedLeagues(w: World): Promise<void> {
  const { load, rng, today } = w;
  const currentStart = addDays(today, -7 * 14);
  const previousStart = addDays(currentStart, -364);
  w.seasons = { previous: 1, current: 2, currentStart, previousStart };
  const seasonName = (d: Date) => `${d.getUTCFullYear()}/${String((d.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
  const seasons = load.table('seasons', ['id', 'name', 'starts_on', 'ends_on']);
  await seasons.add([1, `${seasonName(previousStart)} (Vorsaison)`, previousStart, addDays(currentStart, -1)]);
  await seasons.add([2, seasonName(currentStart), currentStart, addDays(currentStart, 363)]);

  // Adult teams by sport and gender; each league takes 16 of one pool.
  const pools = new Map<string, TeamRow[]>();
  for (const t of rng.sample(w.teams, w.teams.length)) {
    if (t.gender === 'none') continue;
    const key = `${t.sport}:${t.gender}`;
    pools.set(key, [...(pools.get(key) ?? []), t]);
  }
  const competitions = load.table('competitions', [
    'id',
    'association_id',
    'sport_id',
    'kind',
    'name',
    'points_win',
    'points_tie',
    'points_loss',
    'default_season_id',
    'created_at',
  ]);
  const groups = load.table('groups', ['id', 'competition_id', 'season_id', 'name', 'position'], [competitions]);
  const groupTeams = load.table('group_teams', ['group_id', 'team_id'], [groups]);
  const order: SportKey[] = [
    'lacrosse',
    'lacrosse',
    'lacrosse',
    'lacrosse',
    'indoor_lacrosse',
    'indoor_lacrosse',
    'ice_hockey',
    'ice_hockey',
    'ice_hockey',
    'lsm',
  ];
  let groupId = 0;
  for (let l = 1; l <= w.sizes.leagues; l++) {
    let sport = order[(l - 1) % order.length]!;
    let gender: 'male' | 'female' = Math.floor((l - 1) / order.length) % 2 === 0 ? 'male' : 'female';
    let pool = pools.get(`${sport}:${gender}`) ?? [];
    if (pool.length < 16) {
      // Small scales: take the biggest pool left.
      const [key, biggest] = [...pools.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
      [sport, gender] = key.split(':') as [SportKey, 'male' | 'female'];
      pool = biggest;
    }
    const picked = pool.splice(0, 16);
    if (picked.length % 2 === 1) picked.pop();
    const twoGroups = l % 2 === 1 && picked.length === 16;
    const league: LeagueRow = {
      id: l,
      sport,
      name: `${Math.ceil(l / order.length)}. ${SPORT_NAMES[sport]}-Liga ${gender === 'male' ? 'Herren' : 'Damen'} ${l}`,
      groups: { 1: [], 2: [] },
      points: POINTS[sport],
    };
    await competitions.add([l, 1, w.sportIds[sport], 'league', league.name, ...league.points, 2, addDays(today, -4000)]);
    const tables = twoGroups
      ? ([
          ['Nord', picked.slice(0, 8)],
          ['Süd', picked.slice(8)],
        ] as const)
      : ([[null, picked]] as const);
    for (const seasonId of [1, 2]) {
      for (const [position, [name, members]] of tables.entries()) {
        await groups.add([++groupId, l, seasonId, name, position]);
        for (const t of members) await groupTeams.add([groupId, t.id]);
        league.groups[seasonId]!.push({ id: groupId, name, teams: [...members] });
      }
    }
    w.leagues.push(league);
  }
  await load.flushAll();
}
