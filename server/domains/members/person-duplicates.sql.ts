// Likely duplicates of a new member (decision 017): persons of the club's association with the same first
// name, last name (any case, outer spaces aside) and birthdate, as far as the creator may see them (persons.list).
import type { PersonDuplicatesQuery } from '../../../shared/schemas/persons';
import { db } from '../../db/client';
import { forbidden } from '../../errors';
import { membershipInViewSql } from './person-view-policy';
import { coversClub, currentMembershipSql, personScopeSql, todaySql, type Access } from '../access';

const LIMIT = 10;

export async function likelyDuplicates(access: Access, query: PersonDuplicatesQuery) {
  const club = await db().club.findUnique({
    where: { id: query.club_id },
    select: { id: true, associationId: true, regionId: true },
  });
  // The question belongs to creating a member: persons.create on that club, as POST /api/persons.
  if (!club || !coversClub(access, 'persons.create', club)) throw forbidden('You may not create members in this club');
  const today = todaySql();
  const view = access.scope('persons.list');
  const rows = await db().$queryRaw<{ id: number; firstname: string; lastname: string; birthdate: Date; clubs: string[] }[]>`
    SELECT p.id, p.firstname, p.lastname, p.birthdate,
      coalesce((SELECT array_agg(DISTINCT c.name ORDER BY c.name) FROM memberships m JOIN clubs c ON c.id = m.club_id
        WHERE m.person_id = p.id AND ${currentMembershipSql('m', today)} AND ${membershipInViewSql(view)}),
        '{}') AS clubs
    FROM persons p
    WHERE lower(p.firstname) = lower(${query.firstname}) AND lower(p.lastname) = lower(${query.lastname})
      AND p.birthdate = ${query.birthdate}::date
      AND EXISTS (SELECT 1 FROM memberships m JOIN clubs c ON c.id = m.club_id
        WHERE m.person_id = p.id AND c.association_id = ${club.associationId})
      AND ${personScopeSql(access, 'persons.list', today)}
    ORDER BY p.id LIMIT ${LIMIT}`;
  return rows;
}
export type DuplicateRow = Awaited<ReturnType<typeof likelyDuplicates>>[number];
