// Member list exports: e-mail addresses (CSV) or everything including contact data (XLSX), current filters applied.
import type { Response } from 'express';
import type { Prisma } from '../db/generated/client';
import { db } from '../db/client';
import { currentMembership } from '../policies/persons';
import type { Access } from './access';
import { inBatches, streamCsv, streamXlsx, type XlsxColumn } from './exports';
import { searchWhere, type PersonSearch } from './person-search';

const exportSelect = {
  id: true,
  firstname: true,
  lastname: true,
  gender: true,
  birthdate: true,
  email: true,
  excludeFromMaillists: true,
  phoneNumber: true,
  mobilePhone: true,
  address1: true,
  address2: true,
  zipCode: true,
  city: true,
  region: true,
  country: true,
  createdAt: true,
  memberships: {
    where: currentMembership(),
    orderBy: { id: 'asc' as const },
    select: {
      isAlumni: true,
      jerseyNumber: true,
      club: { select: { name: true } },
      team: { select: { name: true } },
      sport: { select: { name: true } },
    },
  },
  tags: { select: { tag: { select: { name: true } } } },
} satisfies Prisma.PersonSelect;

type ExportRow = Prisma.PersonGetPayload<{ select: typeof exportSelect }>;

function rows(where: Prisma.PersonWhereInput): AsyncGenerator<ExportRow> {
  // Ordered by id so the cursor is stable; spreadsheet users sort themselves.
  return inBatches((cursor, take) =>
    db().person.findMany({
      where,
      select: exportSelect,
      orderBy: { id: 'asc' },
      take,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    }),
  );
}

const MEMBER_COLUMNS: XlsxColumn[] = [
  { header: 'id', key: 'id', width: 8 },
  { header: 'lastname', key: 'lastname' },
  { header: 'firstname', key: 'firstname' },
  { header: 'gender', key: 'gender', width: 9 },
  { header: 'birthdate', key: 'birthdate', width: 12, date: true },
  { header: 'email', key: 'email', width: 32 },
  { header: 'phone_number', key: 'phone_number' },
  { header: 'mobile_phone', key: 'mobile_phone' },
  { header: 'address_1', key: 'address_1', width: 28 },
  { header: 'address_2', key: 'address_2' },
  { header: 'zip_code', key: 'zip_code', width: 9 },
  { header: 'city', key: 'city' },
  { header: 'region', key: 'region' },
  { header: 'country', key: 'country', width: 8 },
  { header: 'memberships', key: 'memberships', width: 48 },
  { header: 'is_alumni', key: 'is_alumni', width: 9 },
  { header: 'tags', key: 'tags', width: 28 },
  { header: 'created_at', key: 'created_at', width: 12, date: true },
];

export function membershipText(m: ExportRow['memberships'][number]): string {
  const where = m.team ? `${m.club.name} / ${m.team.name}` : m.club.name;
  return `${where} (${m.sport.name}${m.jerseyNumber ? ` #${m.jerseyNumber}` : ''})`;
}

export async function exportPersons(
  res: Response,
  access: Access,
  search: PersonSearch,
  format: 'emails-csv' | 'full-xlsx',
): Promise<void> {
  const where = searchWhere(access, search);
  if (format === 'emails-csv') {
    const mailable: Prisma.PersonWhereInput = { AND: [where, { email: { not: null } }, { excludeFromMaillists: false }] };
    async function* emailRows() {
      for await (const p of rows(mailable)) yield [p.firstname, p.lastname, p.email];
    }
    await streamCsv(res, 'mitglieder-emails', ['firstname', 'lastname', 'email'], emailRows());
    return;
  }
  async function* fullRows() {
    for await (const p of rows(where)) {
      yield {
        id: p.id,
        lastname: p.lastname,
        firstname: p.firstname,
        gender: p.gender,
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
        memberships: p.memberships.map(membershipText).join('; '),
        is_alumni: p.memberships.some((m) => m.isAlumni) ? 1 : 0,
        tags: p.tags.map((t) => t.tag.name).join(', '),
        created_at: p.createdAt,
      };
    }
  }
  await streamXlsx(res, 'mitglieder', 'Mitglieder', MEMBER_COLUMNS, fullRows());
}
