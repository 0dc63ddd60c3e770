// Factories for the email-change tests: a German association X with club A, a Dutch association Y with club C,
// and persons of every rank who all hold a current membership in club A.
import crypto from 'node:crypto';
import type { TestApp } from './app';
import {
  ADMIN_PASSWORD,
  buildAssociation,
  buildClub,
  buildMembership,
  buildPerson,
  buildSport,
  grantRole,
  unique,
} from './factories';
import { db } from '../server/db/client';

export async function buildEmailWorld(_t: TestApp) {
  const sport = await buildSport('lacrosse');
  const assocX = await buildAssociation({ name: `Deutscher Verband ${unique()}` });
  const assocY = await db().association.create({
    data: { name: `Nederlandse Bond ${unique()}`, abbreviation: `NB${unique()}`, countryCode: 'nld' },
  });
  const clubA = await buildClub({ associationId: assocX.id, name: 'Club A' });
  const clubA2 = await buildClub({ associationId: assocX.id, name: 'Club A2' });
  const clubC = await buildClub({ associationId: assocY.id, name: 'Club C' });
  for (const club of [clubA, clubA2, clubC]) await db().clubSport.create({ data: { clubId: club.id, sportId: sport.id } });

  const person = async (name: string, language: 'de' | 'en' | 'fr' | 'nl' = 'de') => {
    const p = await buildPerson({
      email: `${name.toLowerCase()}-${unique()}@example.org`,
      password: ADMIN_PASSWORD,
      firstname: name,
      preferredLanguage: language,
    });
    return { ...p, email: p.email! };
  };
  const clubRep = await person('Carl');
  await grantRole(clubRep.id, 'club-leader', { clubId: clubA.id });
  const adminX = await person('Xaver');
  await grantRole(adminX.id, 'association-leader', { associationId: assocX.id });
  await buildMembership({ personId: adminX.id, clubId: clubA.id, sportId: sport.id });
  const customerX = await person('Cora');
  await grantRole(customerX.id, 'customer', { associationId: assocX.id });
  await buildMembership({ personId: customerX.id, clubId: clubA.id, sportId: sport.id });
  const adminY = await person('Yvonne', 'nl');
  await grantRole(adminY.id, 'association-leader', { associationId: assocY.id });
  await buildMembership({ personId: adminY.id, clubId: clubA.id, sportId: sport.id });
  const rep2 = await person('Rita');
  await grantRole(rep2.id, 'club-leader', { clubId: clubA2.id });
  await buildMembership({ personId: rep2.id, clubId: clubA.id, sportId: sport.id });
  const player = await person('Paula', 'fr');
  await buildMembership({ personId: player.id, clubId: clubA.id, sportId: sport.id });
  const playerXY = await person('Pieter');
  await buildMembership({ personId: playerXY.id, clubId: clubA.id, sportId: sport.id });
  await buildMembership({ personId: playerXY.id, clubId: clubC.id, sportId: sport.id });

  return { sport, assocX, assocY, clubA, clubA2, clubC, clubRep, adminX, customerX, adminY, rep2, player, playerXY };
}

export type EmailWorld = Awaited<ReturnType<typeof buildEmailWorld>>;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A pending change the person asked for themselves, of their address to a fresh one, with the two links' tokens. */
export async function pendingEmailChange(personId: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  const reportToken = crypto.randomBytes(32).toString('base64url');
  const person = await db().person.findUniqueOrThrow({ where: { id: personId }, select: { email: true } });
  const row = await db().emailChange.create({
    data: {
      personId,
      requestedById: personId,
      oldEmail: person.email,
      newEmail: `neu-${unique()}@example.org`,
      tokenHash: sha256(token),
      reportTokenHash: sha256(reportToken),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    },
  });
  return { row, token, reportToken };
}
