// Member list exports: e-mail addresses (CSV) or everything including contact data (XLSX), current filters applied.
// Rows come from SQL with memberships and tags already joined into text, so each row is a handful of strings and
// memory stays flat however many persons the export holds. Memberships and tags only as far as they lie in the
// export's scope (server/domains/members/person-view-policy.ts).
import type { Response } from 'express';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { todayDate } from '../../../shared/clock';
import type { LanguageCode } from '../../../shared/constants';
import type { ContactDataRow } from '../self';
import { inScopeAssociationsSql, membershipInViewSql } from './person-view-policy';
import { currentMembershipSql, todaySql, type Access, type Scope } from '../access';
import { exportLabel, exportTexts } from '../../platform/export-texts';
import { setSkippedHeaders, streamCsv, streamXlsx, type XlsxColumn } from '../../platform/exports';
import { personOrderSql, type Order } from './person-list.sql';
import { searchSql, type PersonSearch } from './person-search.sql';
import { MEMBER_EXPORT_FIELDS, type MemberExportField } from '../../../shared/schemas/member-fields';

interface ExportRow extends ContactDataRow {
  id: number;
  firstname: string;
  lastname: string;
  gender: string;
  birthdate: Date;
  email: string | null;
  createdAt: Date;
  /** "Club / Team (Sport #17); ..." of the current memberships, by membership id. */
  memberships: string;
  isAlumni: boolean;
  tags: string;
}

/** A membership as the export writes it: "Club / Team (Sport #17)", or "Club (Sport)" without team or number. */
const MEMBERSHIP_TEXT = Prisma.sql`CASE WHEN t.id IS NULL THEN c.name ELSE c.name || ' / ' || t.name END
  || ' (' || s.name || coalesce(' #' || nullif(m.jersey_number, ''), '') || ')'`;

const BATCH = 500;

/**
 * The matching ids first, in one statement (PostgreSQL picks the plan for the whole search once), then the rows in
 * batches by id: each batch is a few primary-key lookups, and memory holds one batch plus an array of ids.
 */
async function* rows(where: Prisma.Sql, order: Prisma.Sql, today: Prisma.Sql, view: Scope): AsyncGenerator<ExportRow> {
  const [{ ids }] = await db().$queryRaw<{ ids: number[] | null }[]>`
    SELECT array_agg(p.id ORDER BY ${order}) AS ids FROM persons p WHERE ${where}`;
  // In the list's order: each batch keeps the place of its ids in the ordered array.
  for (let i = 0; i < (ids ?? []).length; i += BATCH) {
    const batch = ids!.slice(i, i + BATCH);
    yield* await db().$queryRaw<ExportRow[]>`
      SELECT p.id, p.firstname, p.lastname, p.gender::text AS gender, p.birthdate, p.email,
        p.phone_number AS "phoneNumber", p.mobile_phone AS "mobilePhone", p.address_1 AS "address1", p.address_2 AS "address2",
        p.zip_code AS "zipCode", p.city, p.region, p.country::text AS country, p.created_at AS "createdAt",
        coalesce(ms.text, '') AS memberships, coalesce(ms.alumni, false) AS "isAlumni", coalesce(tg.text, '') AS tags
      FROM persons p
      LEFT JOIN LATERAL (
        SELECT string_agg(${MEMBERSHIP_TEXT}, '; ' ORDER BY m.id) AS text, bool_or(m.is_alumni) AS alumni
        FROM memberships m JOIN clubs c ON c.id = m.club_id JOIN sports s ON s.id = m.sport_id LEFT JOIN teams t ON t.id = m.team_id
        WHERE m.person_id = p.id AND ${currentMembershipSql('m', today)} AND ${membershipInViewSql(view)}
      ) ms ON TRUE
      LEFT JOIN LATERAL (
        SELECT string_agg(t.name, ', ' ORDER BY pt.tag_id) AS text FROM person_tags pt JOIN tags t ON t.id = pt.tag_id
        WHERE pt.person_id = p.id AND ${inScopeAssociationsSql(view, 't.association_id')}
      ) tg ON TRUE
      WHERE p.id = ANY(${batch}::int[])
      ORDER BY array_position(${batch}::int[], p.id)`;
  }
}

/**
 * What the e-mail CSV leaves out, as headers: persons without an address, and persons with one who are
 * excluded from mailing lists. The client tells the admin after the download.
 */
async function skippedHeaders(res: Response, where: Prisma.Sql): Promise<void> {
  const [counts] = await db().$queryRaw<{ without: bigint; excluded: bigint }[]>`
    SELECT count(*) FILTER (WHERE p.email IS NULL) AS without,
      count(*) FILTER (WHERE p.email IS NOT NULL AND p.exclude_from_maillists) AS excluded
    FROM persons p WHERE ${where}`;
  setSkippedHeaders(res, Number(counts?.without ?? 0), Number(counts?.excluded ?? 0));
}

/** The full export's columns in the order of MEMBER_EXPORT_FIELDS, each field once (checked below). */
const MEMBER_COLUMNS: (XlsxColumn & { key: MemberExportField })[] = [
  { key: 'id', width: 8 },
  { key: 'lastname' },
  { key: 'firstname' },
  { key: 'gender', width: 9 },
  { key: 'birthdate', width: 12, date: true },
  { key: 'email', width: 32 },
  { key: 'phone_number' },
  { key: 'mobile_phone' },
  { key: 'address_1', width: 28 },
  { key: 'address_2' },
  { key: 'zip_code', width: 9 },
  { key: 'city' },
  { key: 'region' },
  { key: 'country', width: 8 },
  { key: 'memberships', width: 48 },
  { key: 'is_alumni', width: 9 },
  { key: 'tags', width: 28 },
  { key: 'created_at', width: 12, date: true },
];
if (MEMBER_COLUMNS.map((c) => c.key).join() !== MEMBER_EXPORT_FIELDS.join()) throw new Error('export columns differ');

/** The export's columns as chosen (`columns`, validated against the fields), in their order; all without a choice. */
export function chosenColumns(columns: readonly MemberExportField[] | undefined): XlsxColumn[] {
  if (!columns) return MEMBER_COLUMNS;
  return columns.map((key) => MEMBER_COLUMNS.find((c) => c.key === key)!);
}

export async function exportPersons(
  res: Response,
  access: Access,
  search: PersonSearch,
  format: 'emails-csv' | 'full-xlsx',
  language: LanguageCode,
  sort: Order & { columns?: MemberExportField[] } = { order_by: 'persons.lastname', order_by_desc: false },
): Promise<void> {
  const today = todaySql();
  const where = searchSql(access, search, { today });
  const order = personOrderSql(sort);
  const view = access.scope(search.permission);
  if (format === 'emails-csv') {
    const mailable = Prisma.sql`${where} AND p.email IS NOT NULL AND NOT p.exclude_from_maillists`;
    await skippedHeaders(res, where);
    async function* emailRows() {
      for await (const p of rows(mailable, order, today, view)) yield [p.firstname, p.lastname, p.email];
    }
    await streamCsv(res, 'mitglieder-emails', ['firstname', 'lastname', 'email'], emailRows());
    return;
  }
  const texts = exportTexts(language);
  async function* fullRows() {
    for await (const p of rows(where, order, today, view)) {
      yield {
        id: p.id,
        lastname: p.lastname,
        firstname: p.firstname,
        gender: exportLabel(texts.gender, p.gender),
        birthdate: p.birthdate,
        email: p.email,
        phone_number: p.phoneNumber,
        mobile_phone: p.mobilePhone,
        address_1: p.address1,
        address_2: p.address2,
        zip_code: p.zipCode,
        city: p.city,
        region: p.region,
        country: p.country,
        memberships: p.memberships,
        is_alumni: p.isAlumni ? texts.boolean.yes : texts.boolean.no,
        tags: p.tags,
        // The day of registration in the association's zone, as a date cell (exceljs writes a Date as UTC: the
        // instant itself would show the UTC day, a day early for an evening registration in Europe).
        created_at: todayDate(p.createdAt),
      };
    }
  }
  await streamXlsx(res, 'mitglieder', 'members', chosenColumns(sort.columns), fullRows(), texts);
}
