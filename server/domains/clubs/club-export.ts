// The admin club list's contact-persons export (format=contacts-xlsx): one row per contact position of every club
// in the list, streamed with exceljs (typed cells, never formulas), clubs read in batches by id.
import type { Response } from 'express';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { CONTACT_SELECT } from './rows';
import type { LanguageCode } from '../../../shared/constants';
import { exportLabel, exportTexts, type ExportTexts } from '../../platform/export-texts';
import { inBatches, streamXlsx, type Cell, type XlsxColumn } from '../../platform/exports';

const COLUMNS: XlsxColumn[] = [
  { key: 'club_id', width: 10 },
  { key: 'club_name', width: 36 },
  { key: 'position', width: 18 },
  { key: 'person_id', width: 10 },
  { key: 'firstname' },
  { key: 'lastname' },
  { key: 'email', width: 32 },
  { key: 'phone_number' },
  { key: 'mobile_phone' },
];

async function* contactRows(where: Prisma.ClubWhereInput, texts: ExportTexts): AsyncGenerator<Record<string, Cell>> {
  const clubs = inBatches((cursor, take) =>
    db().club.findMany({
      where: cursor === undefined ? where : { AND: [where, { id: { gt: cursor } }] },
      orderBy: { id: 'asc' },
      take,
      select: {
        id: true,
        name: true,
        contacts: { orderBy: [{ position: 'asc' }, { person: { lastname: 'asc' } }], select: CONTACT_SELECT },
      },
    }),
  );
  for await (const club of clubs) {
    for (const c of club.contacts) {
      yield {
        club_id: club.id,
        club_name: club.name,
        position: exportLabel(texts.positions, c.position),
        person_id: c.person.id,
        firstname: c.person.firstname,
        lastname: c.person.lastname,
        email: c.person.email,
        phone_number: c.person.phoneNumber,
        mobile_phone: c.person.mobilePhone,
      };
    }
  }
}

export async function exportClubContacts(res: Response, where: Prisma.ClubWhereInput, language: LanguageCode): Promise<void> {
  const texts = exportTexts(language);
  await streamXlsx(res, 'club-contacts', 'clubContacts', COLUMNS, contactRows(where, texts), texts);
}
