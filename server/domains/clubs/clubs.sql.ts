// The clubs' SQL. GET /api/clubs/{id} in one statement: the club and every include asked for (leaders, contacts, fields,
// teams with their player counts, offered and played sports, the viewer's join context) built as JSON inside
// PostgreSQL, so the answer costs the same few statements however many teams, contacts or fields the club has
// (test/speed/club-statements.test.ts, docs/benchmarks.md). Also the clubs' member counts and the logo's row lock.
import { Prisma } from '../../db/generated/client';
import { cached } from '../../db/plan-cache';
import { notFound } from '../../errors';
import { currentMembershipSql, todaySql } from '../access';
import type { ClubBaseRow, FieldRow, ProfileRow, SportRow, TeamRow } from './rows';
import type { DetailInclude } from './clubs';
import type { JoinContext } from './join-rules';

type ContactPosition = 'main' | 'finance' | 'men' | 'women' | 'youth_boys' | 'youth_girls';

export type ClubDetailsRow = ClubBaseRow &
  ProfileRow & {
    leaders: { person: { id: number; firstname: string; lastname: string } }[] | null;
    contacts:
      | {
          position: ContactPosition;
          person: {
            id: number;
            firstname: string;
            lastname: string;
            email: string | null;
            phoneNumber: string | null;
            mobilePhone: string | null;
            avatarId: number | null;
            avatarHidden: boolean;
          };
        }[]
      | null;
    fields: (Omit<FieldRow, 'createdAt'> & { createdAt: number })[] | null;
    teams: (TeamRow & { playerCount: number | null })[] | null;
    offered: SportRow[] | null;
    played: SportRow[] | null;
    viewer: { gender: 'male' | 'female'; birthdate: string; memberships: JoinContext['memberships'] } | null;
  };

const sport = (alias: string) => Prisma.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'key', ${alias}.key)`);
const none = (name: string) => Prisma.raw(`NULL AS "${name}"`);
const when = (wanted: boolean, sql: Prisma.Sql, name: string) =>
  wanted ? Prisma.sql`${sql} AS ${Prisma.raw(`"${name}"`)}` : none(name);

const leaders = Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('person',
      json_build_object('id', p.id, 'firstname', p.firstname, 'lastname', p.lastname)) ORDER BY r.id), '[]'::json)
   FROM acl_rules r JOIN persons p ON p.id = r.person_id WHERE r.club_id = c.id AND r.role = 'club-leader')`;

const contacts = Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('position', cc.position, 'person', json_build_object('id', p.id,
      'firstname', p.firstname, 'lastname', p.lastname, 'email', p.email, 'phoneNumber', p.phone_number,
      'mobilePhone', p.mobile_phone, 'avatarId', p.avatar_id, 'avatarHidden', p.avatar_hidden))
      ORDER BY cc.position, p.lastname, p.id), '[]'::json)
   FROM club_contacts cc JOIN persons p ON p.id = cc.person_id WHERE cc.club_id = c.id)`;

const fields = Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('id', f.id, 'clubId', f.club_id, 'name', f.name,
      'address1', f.address_1, 'address2', f.address_2, 'region', f.region, 'zipCode', f.zip_code, 'city', f.city,
      'generalInformation', f.general_information, 'createdAt', (extract(epoch FROM f.created_at) * 1000)::float8)
      ORDER BY f.name, f.id), '[]'::json)
   FROM club_fields f WHERE f.club_id = c.id)`;

/** A team's players: its current memberships that are not alumni (server/domains/clubs/teams.ts playerCounts). */
const teams = (counts: boolean, today: Prisma.Sql) => Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'localName', t.local_name,
      'gender', t.gender, 'minAge', t.min_age, 'maxAge', t.max_age, 'isJoinable', t.is_joinable,
      'sport', ${sport('s')}, 'club', json_build_object('id', c.id, 'name', c.name, 'associationId', c.association_id),
      'playerCount', ${
        counts
          ? Prisma.sql`(SELECT count(*)::int FROM memberships m
                WHERE m.team_id = t.id AND NOT m.is_alumni AND ${currentMembershipSql('m', today)})`
          : Prisma.raw('NULL')
      }) ORDER BY t.sport_id, t.name, t.id), '[]'::json)
   FROM teams t JOIN sports s ON s.id = t.sport_id WHERE t.club_id = c.id)`;

const offered = Prisma.sql`
  (SELECT coalesce(json_agg(${sport('s')} ORDER BY s.id), '[]'::json)
   FROM club_sports cs JOIN sports s ON s.id = cs.sport_id WHERE cs.club_id = c.id)`;

const played = Prisma.sql`
  (SELECT coalesce(json_agg(${sport('s')} ORDER BY s.id), '[]'::json)
   FROM sports s WHERE EXISTS (SELECT 1 FROM teams t WHERE t.club_id = c.id AND t.sport_id = s.id))`;

/** The join rules' context of the viewer (server/domains/clubs/join.ts loadJoinContext). */
const viewer = (personId: number, today: Prisma.Sql) => Prisma.sql`
  (SELECT json_build_object('gender', p.gender, 'birthdate', to_char(p.birthdate, 'YYYY-MM-DD'), 'memberships',
      (SELECT coalesce(json_agg(json_build_object('id', m.id, 'clubId', m.club_id, 'sportId', m.sport_id,
          'teamId', m.team_id, 'isAlumni', m.is_alumni, 'associationId', mc.association_id) ORDER BY m.id), '[]'::json)
       FROM memberships m JOIN clubs mc ON mc.id = m.club_id
       WHERE m.person_id = p.id AND ${currentMembershipSql('m', today)}))
   FROM persons p WHERE p.id = ${personId})`;

/** The statement of loadClubDetails (also for bench/evidence.ts). */
export function clubDetailsSql(personId: number, clubId: number, include: Set<DetailInclude>, now: Date): Prisma.Sql {
  const has = (name: DetailInclude) => include.has(name);
  const wantsTeams = has('teams') || has('teams.userMeta');
  const wantsListable = has('listableTeams') || has('listableTeams.playerCount');
  const wantsOffered = has('offeredSports');
  const today = todaySql(now);
  return cached(Prisma.sql`
    SELECT c.id, c.name, c.association_id AS "associationId", c.region_id AS "regionId", c.logo_id AS "logoId",
      c.city, c.address_0 AS "address0", c.address_1 AS "address1", c.address_2 AS "address2",
      c.zip_code AS "zipCode", c.region, c.phone_number AS "phoneNumber", c.email, c.homepage,
      c.general_information AS "generalInformation",
      ${when(has('leaders'), leaders, 'leaders')},
      ${when(has('contacts'), contacts, 'contacts')},
      ${when(has('fields'), fields, 'fields')},
      ${when(wantsTeams || wantsListable, teams(has('listableTeams.playerCount'), today), 'teams')},
      ${when(wantsOffered, offered, 'offered')},
      ${when(has('playedSports'), played, 'played')},
      ${when(wantsTeams || wantsOffered, viewer(personId, today), 'viewer')}
    FROM clubs c WHERE c.id = ${clubId}`);
}

/**
 * A club's members: the persons with a current membership there (currentMembershipSql, the member list's club filter
 * counts the same), split into active members by gender and alumni (every current membership there is alumni).
 * So male + female + alumni is the club filter's count.
 */
export const memberCountsSql = (clubIds: number[]) => Prisma.sql`
    SELECT club_id, kind, count(*)::int AS count FROM (
      SELECT m.club_id, CASE WHEN bool_and(m.is_alumni) THEN 'alumni' ELSE min(p.gender::text) END AS kind
      FROM memberships m JOIN persons p ON p.id = m.person_id
      WHERE m.club_id = ANY(${clubIds}::int[]) AND ${currentMembershipSql()}
      GROUP BY m.club_id, m.person_id
    ) per_person
    GROUP BY club_id, kind`;

/** The club's logo, with the club's row locked until the transaction ends: parallel uploads take turns (item 9). */
export async function lockedLogoId(tx: Prisma.TransactionClient, clubId: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ logo_id: number | null }[]>`
    SELECT logo_id FROM clubs WHERE id = ${clubId}::int FOR NO KEY UPDATE`;
  if (!rows[0]) throw notFound('Club');
  return rows[0].logo_id;
}
