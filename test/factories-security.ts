// The world of the authorization matrix and the hostile-input tests: association X (clubs A and B) and association Y
// (club C), each side with a league player, a referee licence, a field, a contact, a logo, an open process; and the
// actors of the matrix (docs/security.md): a plain member, a club representative of A, a league representative, an
// association admin of X and a customer of X. Every name of a side carries its marker, so a leak shows in any answer.
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { RoleName } from '../shared/permissions';
import { db } from '../server/db/client';
import { startAlumni } from '../server/domains/processes/start';
import type { TestApp } from './app';
import { ADMIN_PASSWORD, buildAssociation, buildPlayer, buildSport, unique } from './factories';
import { buildRunningLeague } from './factories-clubs';
import { buildStaff, type Agent } from './factories-processes';

export const SIDES = ['A', 'B', 'C'] as const;
export type SideName = (typeof SIDES)[number];

let png: Promise<Buffer> | null = null;
/** A small real picture (for logos and avatars). */
export const smallPng = () =>
  (png ??= sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a valid single-colour PNG of size x size pixels (1-bit grey, so a few kilobytes) that would
 * take size * size * 3 bytes once decoded.
 */
export function pngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(size / 8)); // filter byte 0, then black pixels
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function storedImage(): Promise<number> {
  const data = await sharp(await smallPng())
    .webp()
    .toBuffer();
  const image = await db().image.create({
    data: { mimeType: 'image/webp', width: 64, height: 48, data: new Uint8Array(data), thumbnail: new Uint8Array(data) },
  });
  return image.id;
}

async function buildAssociationSide(marker: string, sportId: number) {
  const association = await buildAssociation({ name: `Verband ${marker}` });
  await db().associationSport.create({ data: { associationId: association.id, sportId } });
  const tag = await db().tag.create({ data: { associationId: association.id, name: `Tag ${marker}` } });
  const license = await db().license.create({
    data: {
      associationId: association.id,
      name: `Lizenz ${marker}`,
      abbreviation: 'SR',
      isReferee: true,
      levels: { create: [1, 2].map((level) => ({ level, caption: `Stufe ${level}` })) },
    },
  });
  const nationalTeam = await db().internationalTeam.create({
    data: { associationId: association.id, sportId, name: `Nationalteam ${marker}`, countryCode: 'deu' },
  });
  const subscription = await db().subscription.create({
    data: { associationId: association.id, name: `Beitrag ${marker}`, availableIntervals: [1, 12] },
  });
  return { association, tag, license, nationalTeam, subscription };
}

type AssociationSide = Awaited<ReturnType<typeof buildAssociationSide>>;

async function buildSide(name: SideName, assoc: AssociationSide, sportId: number, leagueTeams: boolean) {
  const marker = `Seite${name}${unique()}`;
  const association = assoc.association;
  const club = await db().club.create({
    data: {
      associationId: association.id,
      name: `Club ${marker}`,
      logoId: await storedImage(),
      sports: { create: [{ sportId }] },
    },
  });
  const team = await db().team.create({ data: { clubId: club.id, sportId, name: `Team ${marker}` } });
  const secondTeam = await db().team.create({ data: { clubId: club.id, sportId, name: `Zweite ${marker}` } });
  const league = leagueTeams
    ? await buildRunningLeague({
        associationId: association.id,
        sportId,
        teamIds: [team.id, secondTeam.id],
        name: `Liga ${marker}`,
      })
    : null;
  const game = league
    ? await db().game.create({
        data: {
          competitionId: league.league.id,
          seasonId: league.season.id,
          groupId: league.group.id,
          number: 1,
          kickoffTime: new Date(Date.now() - 86_400_000),
          homeTeamId: team.id,
          awayTeamId: secondTeam.id,
        },
      })
    : null;
  const side = {
    name,
    marker,
    association,
    assoc,
    sportId,
    club,
    team,
    league: league?.league ?? null,
    game,
    field: await db().clubField.create({ data: { clubId: club.id, name: `Platz ${marker}` } }),
    player: await sidePlayer({ name, marker, club, team, assoc, sportId }),
    process: 0,
  };
  // An open alumni process of another player of the side (approver: the old club).
  const leaving = await sidePlayer({ name, marker, club, team: null, assoc, sportId });
  side.process = await startAlumni(leaving.person.id, leaving.membership.id);
  await db().clubContact.create({ data: { clubId: club.id, personId: side.player.person.id, position: 'main' } });
  return side;
}

/** A player of the side: a member of its club (and team), who can sign in, with a valid referee licence and a picture. */
export async function sidePlayer(data: {
  name: SideName;
  marker: string;
  club: { id: number };
  team: { id: number } | null;
  assoc: AssociationSide;
  sportId: number;
}) {
  const player = await buildPlayer({ clubId: data.club.id, sportId: data.sportId, teamId: data.team?.id ?? null });
  const lastname = `${data.marker}${unique()}`;
  const person = await db().person.update({
    where: { id: player.person.id },
    data: { lastname, email: `${lastname.toLowerCase()}@example.org`, avatarId: await storedImage() },
  });
  await db().personLicense.create({
    data: { personId: person.id, licenseId: data.assoc.license.id, level: 1, validFrom: new Date('2020-01-01') },
  });
  return { person, membership: player.membership };
}

export type Side = Awaited<ReturnType<typeof buildSide>>;

export const ACTORS = ['member', 'clubRep', 'leagueRep', 'admin', 'customer'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Actor {
  name: ActorName;
  person: { id: number; email: string | null };
  agent: Agent;
}

/** Association X with clubs A (league team) and B (no league), association Y with club C (league team), and the actors. */
export async function buildSecurityWorld(t: TestApp) {
  const sport = await buildSport(`lacrosse_${unique()}`);
  const x = await buildAssociationSide(`X${unique()}`, sport.id);
  const y = await buildAssociationSide(`Y${unique()}`, sport.id);
  const sides: Record<SideName, Side> = {
    A: await buildSide('A', x, sport.id, true),
    B: await buildSide('B', x, sport.id, false),
    C: await buildSide('C', y, sport.id, true),
  };
  // Association-level objects belong to X (seen from A and B) or to Y (side C): name them after A and C.
  for (const [assoc, side] of [
    [x, sides.A],
    [y, sides.C],
  ] as const) {
    await db().tag.update({ where: { id: assoc.tag.id }, data: { name: `Tag ${side.marker}` } });
    await db().internationalTeam.update({ where: { id: assoc.nationalTeam.id }, data: { name: `Nationalteam ${side.marker}` } });
    await db().license.update({ where: { id: assoc.license.id }, data: { name: `Lizenz ${side.marker}` } });
  }
  const portalTerm = await db().term.create({ data: { product: `portal` } });
  const portalTermVersion = await db().termVersion.create({
    data: {
      termId: portalTerm.id,
      version: 1,
      title: { de: 'AGB' },
      content: { de: '<p>AGB</p>' },
      checkboxes: { de: ['Ich stimme zu'] },
    },
  });

  const staff = async (name: ActorName, role: RoleName | null, target: Record<string, number>): Promise<Actor> => {
    const { person, agent } = await buildStaff(t, role, target, name);
    return { name, person, agent };
  };
  const member = await staff('member', null, {});
  await db().membership.create({ data: { personId: member.person.id, clubId: sides.A.club.id, sportId: sport.id } });
  const actors: Record<ActorName, Actor> = {
    member,
    clubRep: await staff('clubRep', 'club-leader', { clubId: sides.A.club.id }),
    leagueRep: await staff('leagueRep', 'league-leader', { competitionId: sides.A.league!.id }),
    admin: await staff('admin', 'association-leader', { associationId: x.association.id }),
    customer: await staff('customer', 'customer', { associationId: x.association.id }),
  };
  // Every actor has consented to the portal terms: otherwise the consent gate would refuse all their changes.
  await db().consent.createMany({
    data: Object.values(actors).map((actor) => ({ personId: actor.person.id, termVersionId: portalTermVersion.id })),
  });
  return { sport, x, y, sides, actors, portalTerm, password: ADMIN_PASSWORD };
}

export type SecurityWorld = Awaited<ReturnType<typeof buildSecurityWorld>>;

/** A fresh player of a side, for calls that change or remove what they touch. */
export async function freshPlayer(w: SecurityWorld, side: Side) {
  return sidePlayer({
    name: side.name,
    marker: side.marker,
    club: side.club,
    team: side.team,
    assoc: side.assoc,
    sportId: w.sport.id,
  });
}

/** A sport of its own that the side's club offers: joining it never collides with an earlier join. */
export async function freshSport(side: Side) {
  const sport = await buildSport(`sport_${unique()}`);
  await db().associationSport.create({ data: { associationId: side.association.id, sportId: sport.id } });
  await db().clubSport.create({ data: { clubId: side.club.id, sportId: sport.id } });
  return sport;
}

/** An open alumni process of a fresh player of the side. */
export async function freshProcess(w: SecurityWorld, side: Side) {
  const player = await sidePlayer({
    name: side.name,
    marker: side.marker,
    club: side.club,
    team: null,
    assoc: side.assoc,
    sportId: w.sport.id,
  });
  return startAlumni(player.person.id, player.membership.id);
}

export async function ensureLogo(side: Side) {
  const club = await db().club.findUniqueOrThrow({ where: { id: side.club.id }, select: { logoId: true } });
  if (!club.logoId) await db().club.update({ where: { id: side.club.id }, data: { logoId: await storedImage() } });
}
