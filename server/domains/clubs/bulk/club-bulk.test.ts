// The admin club list's bulk actions against the real server: a club representative's export and mail reach only
// their club's contact persons, the other selected clubs are counted as outside their rights.
import ExcelJS from 'exceljs';
import { useTestApp } from '../../../../test/app';
import { ADMIN_PASSWORD, buildAssociation, buildClub, buildPerson, grantRole, signIn, unique } from '../../../../test/factories';

const t = useTestApp();

let w: Awaited<ReturnType<typeof world>>;
async function world() {
  const x = await buildAssociation({ name: `Verband ${unique()}` });
  const clubA = await buildClub({ associationId: x.id, name: `Kontakt A ${unique()}` });
  const clubB = await buildClub({ associationId: x.id, name: `Kontakt B ${unique()}` });
  const contact = (lastname: string, email: string | null = `${lastname.toLowerCase()}-${unique()}@example.org`) =>
    buildPerson({ firstname: 'Kim', lastname, email });
  const a1 = await contact('Anker');
  const a2 = await contact('Ohneadresse', null);
  const b1 = await contact('Berg');
  await t.prisma.clubContact.createMany({
    data: [
      { clubId: clubA.id, personId: a1.id, position: 'main' },
      { clubId: clubA.id, personId: a2.id, position: 'finance' },
      { clubId: clubB.id, personId: b1.id, position: 'main' },
    ],
  });
  const rep = await buildPerson({ email: `rep-${unique()}@example.org`, password: ADMIN_PASSWORD });
  await grantRole(rep.id, 'club-leader', { clubId: clubA.id });
  return { clubA, clubB, a1, a2, b1, rep };
}

beforeAll(async () => {
  w = await world();
});

it("exports only the contacts of the clubs in the caller's rights", async () => {
  const rep = await signIn(t, w.rep.email);
  const res = await rep
    .post('/api/bulk/clubs/export')
    .send({ selection: { ids: [w.clubA.id, w.clubB.id] } })
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(res.headers['x-skipped-outside-rights']).toBe('1');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.body as Parameters<typeof book.xlsx.load>[0]);
  const text = JSON.stringify(book.worksheets[0]!.getSheetValues());
  expect(text).toContain('Anker');
  expect(text).not.toContain('Berg');
});

it('mails the contact persons of the selected clubs in rights, one outbox row each, and counts the rest', async () => {
  const rep = await signIn(t, w.rep.email);
  const input = { selection: { ids: [w.clubA.id, w.clubB.id] }, subject: 'Hallo {{first_name}}', body: 'Liebe(r) {{last_name}}' };
  const preview = await rep.post('/api/bulk/clubs/mail/preview').send(input).expect(200);
  expect(preview.body.data).toMatchObject({
    recipient: { id: w.a1.id },
    subject: 'Hallo Kim',
    text: 'Liebe(r) Anker',
    recipients: 1,
    without_address: 1,
    skipped_rights: 1,
  });
  const sent = await rep.post('/api/bulk/clubs/mail').send(input).expect(200);
  expect(sent.body.data).toMatchObject({ done: 1, skipped_rights: 1, skipped_other: 1, reasons: { noAddress: 1 } });
  const rows = await t.prisma.notification.findMany({ where: { kind: 'bulk.mail' } });
  expect(rows.map((r) => [r.personId, r.address])).toEqual([[w.a1.id, w.a1.email]]);
  expect(await t.prisma.auditEntry.count({ where: { action: 'mail.bulk', subjectId: w.a1.id } })).toBe(1);
  expect(await t.prisma.auditEntry.count({ where: { action: 'mail.bulk', subjectId: w.b1.id } })).toBe(0);
});
