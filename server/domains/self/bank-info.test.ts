// GET/PUT /api/self/bankInfo: validation with ibantools, the IBAN encrypted at rest, only iban_end in answers.
import { useTestApp } from '../../../test/app';
import { signedInMember } from '../../../test/factories';
import { decryptSecret } from '../../platform/crypto';
import { ibanKey } from '../../platform/secrets';

const t = useTestApp({ IBAN_ENCRYPTION_KEY: 'a'.repeat(64) });

const IBAN = 'DE89370400440532013000';
const valid = { accountHolder: 'Maria Muster', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' };

describe('/api/self/bankInfo', () => {
  it('needs a session', async () => {
    await t.request().get('/api/self/bankInfo').expect(401);
    const res = await t.request().put('/api/self/bankInfo').send(valid).expect(401);
    expect(res.body.error.code).toBe('NotSignedIn');
    expect(await t.prisma.bankInfo.count()).toBe(0);
  });

  it('answers null before anything is saved', async () => {
    const { agent } = await signedInMember(t);
    const res = await agent.get('/api/self/bankInfo').expect(200);
    expect(res.body.data).toBeNull();
  });

  it('stores the IBAN encrypted with the configured key and answers only its last four characters', async () => {
    const { agent, person } = await signedInMember(t);
    await t.prisma.person.update({ where: { id: person.id }, data: { needsBankInfo: true } });
    const res = await agent.put('/api/self/bankInfo').send(valid).expect(200);
    expect(res.body.data).toEqual({
      accountHolder: 'Maria Muster',
      iban_end: '3000',
      bic: 'COBADEFFXXX',
      updated_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain('0532013000');

    const row = await t.prisma.bankInfo.findUniqueOrThrow({ where: { personId: person.id } });
    expect(row.ibanEncrypted).not.toContain('DE89');
    expect(row.ibanEncrypted).not.toContain('0532013000');
    expect(row.ibanEnd).toBe('3000');
    expect(decryptSecret(row.ibanEncrypted, await ibanKey(t.config), `bank_infos.iban:${person.id}`)).toBe(IBAN);
    expect((await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } })).needsBankInfo).toBe(false);
    const history = await t.prisma.auditEntry.findMany({ where: { subjectId: person.id, action: 'bankInfo.update' } });
    expect(history).toHaveLength(1);
    expect(JSON.stringify(history[0].data)).not.toContain('3704');

    const read = await agent.get('/api/self/bankInfo').expect(200);
    expect(read.body.data).toEqual(res.body.data);
  });

  it('encrypts each save anew (random IV) and keeps the BIC optional', async () => {
    const { agent, person } = await signedInMember(t);
    await agent.put('/api/self/bankInfo').send(valid).expect(200);
    const first = (await t.prisma.bankInfo.findUniqueOrThrow({ where: { personId: person.id } })).ibanEncrypted;
    const res = await agent.put('/api/self/bankInfo').send({ accountHolder: 'Maria Muster', iban: IBAN, bic: '' }).expect(200);
    expect(res.body.data.bic).toBeNull();
    const second = await t.prisma.bankInfo.findUniqueOrThrow({ where: { personId: person.id } });
    expect(second.ibanEncrypted).not.toBe(first);
    expect(second.bic).toBeNull();
    await agent.put('/api/self/bankInfo').send({ accountHolder: 'Maria Muster', iban: 'NL91ABNA0417164300' }).expect(200);
    expect(await t.prisma.bankInfo.count({ where: { personId: person.id } })).toBe(1);
  });

  it('a ciphertext copied into another person’s row does not decrypt there', async () => {
    const a = await signedInMember(t);
    await a.agent.put('/api/self/bankInfo').send(valid).expect(200);
    const row = await t.prisma.bankInfo.findUniqueOrThrow({ where: { personId: a.person.id } });
    const key = await ibanKey(t.config);
    expect(() => decryptSecret(row.ibanEncrypted, key, `bank_infos.iban:${a.person.id + 1}`)).toThrow();
  });

  it.each([
    ['a wrong check digit', 'DE88370400440532013000'],
    ['a wrong length', 'DE8937040044053201300'],
    ['letters only', 'keine-iban'],
    ['an empty value', ''],
    ['a country outside SEPA', 'BR1800360305000010009795493C1'],
  ])('answers InvalidIBAN for %s and stores nothing', async (_what, iban) => {
    const { agent, person } = await signedInMember(t);
    const res = await agent
      .put('/api/self/bankInfo')
      .send({ ...valid, iban })
      .expect(400);
    expect(res.body.error.code).toBe('InvalidIBAN');
    expect(await t.prisma.bankInfo.count({ where: { personId: person.id } })).toBe(0);
  });

  it('answers InvalidIBAN and InvalidAccountHolder for missing fields', async () => {
    const { agent } = await signedInMember(t);
    const noIban = await agent.put('/api/self/bankInfo').send({ accountHolder: 'Maria Muster' }).expect(400);
    expect(noIban.body.error.code).toBe('InvalidIBAN');
    const noHolder = await agent.put('/api/self/bankInfo').send({ iban: IBAN }).expect(400);
    expect(noHolder.body.error.code).toBe('InvalidAccountHolder');
    const numberIban = await agent.put('/api/self/bankInfo').send({ accountHolder: 'Maria Muster', iban: 1234 }).expect(400);
    expect(numberIban.body.error.code).toBe('InvalidIBAN');
  });

  it.each([['COBADEF'], ['COBA DE FF XX'], ['12345678'], ['COBADEFFXXXX']])('answers InvalidBIC for %s', async (bic) => {
    const { agent, person } = await signedInMember(t);
    const res = await agent
      .put('/api/self/bankInfo')
      .send({ ...valid, bic })
      .expect(400);
    expect(res.body.error.code).toBe('InvalidBIC');
    expect(await t.prisma.bankInfo.count({ where: { personId: person.id } })).toBe(0);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['one character', 'M'],
    ['without letters', '12345'],
    ['longer than 70 characters', 'M'.repeat(71)],
    ['with control characters', 'Maria\u0000Muster'],
  ])('answers InvalidAccountHolder for a holder %s', async (_what, accountHolder) => {
    const { agent, person } = await signedInMember(t);
    const res = await agent
      .put('/api/self/bankInfo')
      .send({ ...valid, accountHolder })
      .expect(400);
    expect(res.body.error.code).toBe('InvalidAccountHolder');
    expect(await t.prisma.bankInfo.count({ where: { personId: person.id } })).toBe(0);
  });

  it('refuses unknown fields (no writing someone else’s details)', async () => {
    const { agent } = await signedInMember(t);
    const other = await signedInMember(t);
    const res = await agent
      .put('/api/self/bankInfo')
      .send({ ...valid, personId: other.person.id })
      .expect(400);
    expect(res.body.error.code).toBe('ValidationFailed');
    expect(await t.prisma.bankInfo.count({ where: { personId: other.person.id } })).toBe(0);
  });
});
