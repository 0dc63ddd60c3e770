// The selects of clubs, teams, fields and contacts, with their row types: what the clubs services read and the presenters shape.
import type { Prisma } from '../../db/generated/client';
export const TEAM_SELECT = {
  id: true,
  name: true,
  localName: true,
  gender: true,
  minAge: true,
  maxAge: true,
  isJoinable: true,
  sport: { select: { id: true, name: true, key: true } },
  club: { select: { id: true, name: true, associationId: true } },
} as const;

export type TeamRow = Prisma.TeamGetPayload<{ select: typeof TEAM_SELECT }>;

export const CLUB_BASE_SELECT = {
  id: true,
  name: true,
  associationId: true,
  regionId: true,
  logoId: true,
  city: true,
} as const;

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

export const CLUB_LIST_SELECT = {
  id: true,
  name: true,
  associationId: true,
  regionId: true,
  logoId: true,
  city: true,
} satisfies Prisma.ClubSelect;
