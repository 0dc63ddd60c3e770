// Referees: persons holding a referee licence of an association the viewer's referees.list reaches; list,
// details with the licence pool, and the exports (csv, emails-csv, full-xlsx).
import type { Response } from 'express';
import type { RefereeLicenseDTO, RefereeListQuery } from '../../../shared/schemas/referees';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { associationsInScope, currentMembership, personScopeWhere, type Access } from '../access';
import { todayDate } from '../../../shared/clock';
import { presentReferee } from './referee-presenter';
import type { LanguageCode } from '../../../shared/constants';
import { exportTexts } from '../../platform/export-texts';
import { setSkippedHeaders, streamCsv, streamXlsx, type XlsxColumn } from '../../platform/exports';
import { assertListable, pageMeta, pagingOf, quickSearchWhere } from './person-search.sql';
import { forbidden, notFound } from '../../errors';
import { licenseSelect, type LicenseRow } from './licenses-rows';
import { expiryWhere, type ExpiryFilter } from './license-expiry';

export async function refereeWhere(
  access: Access,
  permission: 'referees.list' | 'referees.export',
  q?: string,
  validOnly = false,
  expiry: ExpiryFilter = {},
) {
  const associationIds = await associationsInScope(access, permission);
  const today = todayDate();
  const licence: Prisma.PersonLicenseWhereInput = {
    license: { isReferee: true, associationId: { in: associationIds } },
    ...(validOnly ? { validFrom: { lte: today }, OR: [{ validTo: null }, { validTo: { gte: today } }] } : {}),
    AND: [expiryWhere(expiry)],
  };
  return { AND: [{ licenses: { some: licence } }, personScopeWhere(access, permission), quickSearchWhere(q)] };
}

export const refereeSelect = (associationIds: number[]) =>
  ({
    id: true,
    firstname: true,
    lastname: true,
    gender: true,
    email: true,
    avatarId: true,
    avatarHidden: true,
    memberships: { where: currentMembership(), select: { club: { select: { id: true, name: true } } } },
    licenses: {
      where: { license: { isReferee: true, associationId: { in: associationIds } } },
      orderBy: { licenseId: 'asc' },
      select: {
        id: true,
        level: true,
        validFrom: true,
        validTo: true,
        license: { select: licenseSelect },
      },
    },
  }) satisfies Prisma.PersonSelect;

export type RefereeRow = Prisma.PersonGetPayload<{ select: ReturnType<typeof refereeSelect> }>;

/** One referee and the referee licences of the viewer's associations they do not hold; null outside the scope. */
export async function refereeDetails(access: Access, personId: number): Promise<{ row: RefereeRow; pool: LicenseRow[] } | null> {
  const associationIds = await associationsInScope(access, 'referees.list');
  const row = await db().person.findFirst({
    where: { AND: [{ id: personId }, await refereeWhere(access, 'referees.list')] },
    select: refereeSelect(associationIds),
  });
  if (!row) return null;
  const pool = await db().license.findMany({
    where: { isReferee: true, associationId: { in: associationIds }, id: { notIn: row.licenses.map((l) => l.license.id) } },
    orderBy: { name: 'asc' },
    select: licenseSelect,
  });
  return { row, pool };
}

/** One page of the referee list (GET /api/referees) with the total; 400 past the last page. */
export async function refereePage(access: Access, query: RefereeListQuery) {
  const where = await refereeWhere(access, 'referees.list', query.q, query.valid, {
    expired: query.expired,
    withinDays: query.expires_within,
  });
  const paging = pagingOf(query);
  const total = await db().person.count({ where });
  assertListable(paging, total);
  const rows = await db().person.findMany({
    where,
    orderBy: refereeOrder(query),
    skip: paging.skip,
    take: paging.take,
    select: refereeSelect(await associationsInScope(access, 'referees.list')),
  });
  const filter = { q: query.q ?? null, expired: query.expired || null, expires_within: query.expires_within ?? null };
  return { rows, meta: pageMeta(paging, total, filter, query.order_by) };
}

/** 404 for an unknown person, 403 for a person who is no referee in the viewer's scope. */
export async function refereeOrRefusal(access: Access, personId: number) {
  const details = await refereeDetails(access, personId);
  if (details) return details;
  if (!(await db().person.count({ where: { id: personId } }))) throw notFound('Referee');
  throw forbidden('Referee outside your scope');
}

const levelCaption = (l: RefereeLicenseDTO) => l.levels.find((x) => x.level === l.level)?.caption ?? '';

type RefereeOrder = Pick<RefereeListQuery, 'order_by' | 'order_by_desc'>;

/** The referee list's order (last name, or registration), ending with the id so it is total. */
export function refereeOrder(query: RefereeOrder): Prisma.PersonOrderByWithRelationInput[] {
  const dir = query.order_by_desc ? 'desc' : 'asc';
  return query.order_by === 'persons.created_at'
    ? [{ createdAt: dir }, { id: dir }]
    : [{ lastname: dir }, { firstname: dir }, { id: dir }];
}

export interface RefereeExport extends Partial<RefereeOrder> {
  format: 'csv' | 'emails-csv' | 'full-xlsx';
  q?: string;
  /** Only referees holding a valid licence today, as the list's toggle. */
  validOnly: boolean;
  language: LanguageCode;
}

const EXPORT_BATCH = 500;

export async function exportReferees(res: Response, access: Access, request: RefereeExport) {
  const { format, q, validOnly, language } = request;
  const where = await refereeWhere(access, 'referees.export', q, validOnly);
  const associationIds = await associationsInScope(access, 'referees.export');
  const select = refereeSelect(associationIds);
  const mailable = format === 'emails-csv';
  const exportWhere = mailable ? { AND: [where, { email: { not: null } }, { excludeFromMaillists: false }] } : where;
  // The ids in the list's order first, then the rows in batches, each in the place of its ids.
  const ids = (
    await db().person.findMany({
      where: exportWhere,
      orderBy: refereeOrder({ order_by: request.order_by ?? 'persons.lastname', order_by_desc: request.order_by_desc ?? false }),
      select: { id: true },
    })
  ).map((p) => p.id);
  async function* ordered() {
    for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
      const batch = ids.slice(i, i + EXPORT_BATCH);
      const loaded = await db().person.findMany({
        where: { id: { in: batch } },
        select: { ...select, phoneNumber: true, mobilePhone: true, address1: true, zipCode: true, city: true, birthdate: true },
      });
      const byId = new Map(loaded.map((p) => [p.id, p]));
      for (const id of batch) {
        const row = byId.get(id);
        if (row) yield row;
      }
    }
  }
  const rows = ordered();
  if (format === 'emails-csv') {
    const [without, excluded] = await Promise.all([
      db().person.count({ where: { AND: [where, { email: null }] } }),
      db().person.count({ where: { AND: [where, { email: { not: null } }, { excludeFromMaillists: true }] } }),
    ]);
    setSkippedHeaders(res, without, excluded);
    async function* emails() {
      for await (const p of rows) yield [p.firstname, p.lastname, p.email];
    }
    await streamCsv(res, 'schiedsrichter-emails', ['firstname', 'lastname', 'email'], emails());
    return;
  }
  if (format === 'csv') {
    async function* lines() {
      for await (const p of rows) {
        const r = presentReferee(p);
        for (const l of r.refereeLicenses) {
          yield [
            r.lastname,
            r.firstname,
            r.clubs.map((c) => c.name).join(', '),
            l.name,
            l.level,
            levelCaption(l),
            l.start_date,
            l.end_date,
            r.email,
          ];
        }
      }
    }
    const header = ['lastname', 'firstname', 'clubs', 'license', 'level', 'level_caption', 'start_date', 'end_date', 'email'];
    await streamCsv(res, 'schiedsrichter', header, lines());
    return;
  }
  const columns: XlsxColumn[] = [
    { key: 'id', width: 8 },
    { key: 'lastname' },
    { key: 'firstname' },
    { key: 'birthdate', width: 12, date: true },
    { key: 'email', width: 32 },
    { key: 'phone_number' },
    { key: 'mobile_phone' },
    { key: 'address_1', width: 28 },
    { key: 'zip_code', width: 9 },
    { key: 'city' },
    { key: 'clubs', width: 30 },
    { key: 'license', width: 30 },
    { key: 'level', width: 7 },
    { key: 'level_caption', width: 24 },
    { key: 'start_date', width: 12, date: true },
    { key: 'end_date', width: 12, date: true },
  ];
  async function* full() {
    for await (const p of rows) {
      const r = presentReferee(p);
      for (const [i, l] of r.refereeLicenses.entries()) {
        yield {
          id: p.id,
          lastname: p.lastname,
          firstname: p.firstname,
          birthdate: p.birthdate,
          email: p.email,
          phone_number: p.phoneNumber,
          mobile_phone: p.mobilePhone,
          address_1: p.address1,
          zip_code: p.zipCode,
          city: p.city,
          clubs: r.clubs.map((c) => c.name).join(', '),
          license: l.name,
          level: l.level,
          level_caption: levelCaption(l),
          start_date: p.licenses[i]!.validFrom,
          end_date: p.licenses[i]!.validTo,
        };
      }
    }
  }
  await streamXlsx(res, 'schiedsrichter', 'referees', columns, full(), exportTexts(language));
}
