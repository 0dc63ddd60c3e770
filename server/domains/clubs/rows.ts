// The selects of clubs, teams, fields, contacts and leagues, with their row types: what the clubs services read and the presenters shape.
import type { Prisma } from '../../db/generated/client';

export const SPORT_SELECT = { id: true, name: true, key: true } as const satisfies Prisma.SportSelect;
export type SportRow = Prisma.SportGetPayload<{ select: typeof SPORT_SELECT }>;

export const TEAM_SELECT = {
  id: true,
  name: true,
  localName: true,
  gender: true,
  minAge: true,
  maxAge: true,
  isJoinable: true,
  sport: { select: SPORT_SELECT },
  club: { select: { id: true, name: true, associationId: true } },
} as const satisfies Prisma.TeamSelect;

export type TeamRow = Prisma.TeamGetPayload<{ select: typeof TEAM_SELECT }>;

/** A club in the search and the admin's club list. */
export const CLUB_BASE_SELECT = {
  id: true,
  name: true,
  associationId: true,
  regionId: true,
  logoId: true,
  city: true,
} as const satisfies Prisma.ClubSelect;

export type ClubBaseRow = Prisma.ClubGetPayload<{ select: typeof CLUB_BASE_SELECT }>;

export const CLUB_PROFILE_SELECT = {
  address0: true,
  address1: true,
  address2: true,
  zipCode: true,
  city: true,
  region: true,
  phoneNumber: true,
  email: true,
  homepage: true,
  generalInformation: true,
} satisfies Prisma.ClubSelect;

export type ProfileRow = Prisma.ClubGetPayload<{ select: typeof CLUB_PROFILE_SELECT }>;

export type FieldRow = Prisma.ClubFieldGetPayload<object>;

export const CONTACT_SELECT = {
  position: true,
  person: { select: { id: true, firstname: true, lastname: true, email: true, phoneNumber: true, mobilePhone: true } },
} satisfies Prisma.ClubContactSelect;

export type ContactRow = Prisma.ClubContactGetPayload<{ select: typeof CONTACT_SELECT }>;

export const LEAGUE_SELECT = {
  id: true,
  name: true,
  defaultSeasonId: true,
  association: { select: { id: true, name: true } },
  sport: { select: SPORT_SELECT },
} as const satisfies Prisma.CompetitionSelect;

export type LeagueRow = Prisma.CompetitionGetPayload<{ select: typeof LEAGUE_SELECT }>;
