// Clubs in the admin area, field by field: list rows with member counts, the profile, fields and contacts.
import type { ClubContactDTO, ClubDTO, ClubFieldDTO, ClubProfileDTO } from '../../shared/schemas/clubs';
import type { Prisma } from '../db/generated/client';
import { clubPermissions } from '../policies/clubs';
import type { Access } from '../services/access';

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

export function presentProfile(c: Prisma.ClubGetPayload<{ select: typeof CLUB_PROFILE_SELECT }>): ClubProfileDTO {
  return {
    address_0: c.address0,
    address_1: c.address1,
    address_2: c.address2,
    zip_code: c.zipCode,
    city: c.city,
    region: c.region,
    phone_number: c.phoneNumber,
    email: c.email,
    homepage: c.homepage,
    general_information: c.generalInformation,
  };
}

export function presentField(f: Prisma.ClubFieldGetPayload<object>): ClubFieldDTO {
  return {
    id: f.id,
    name: f.name,
    address_1: f.address1,
    address_2: f.address2,
    region: f.region,
    zip_code: f.zipCode,
    city: f.city,
    general_information: f.generalInformation,
  };
}

export const CONTACT_SELECT = {
  position: true,
  person: { select: { id: true, firstname: true, lastname: true, email: true, phoneNumber: true, mobilePhone: true } },
} satisfies Prisma.ClubContactSelect;

export function presentContact(c: Prisma.ClubContactGetPayload<{ select: typeof CONTACT_SELECT }>): ClubContactDTO {
  return {
    id: c.person.id,
    firstname: c.person.firstname,
    lastname: c.person.lastname,
    position: c.position,
    email: c.person.email,
    phone_number: c.person.phoneNumber,
    mobile_phone: c.person.mobilePhone,
  };
}

export const CLUB_LIST_SELECT = {
  id: true,
  name: true,
  associationId: true,
  regionId: true,
  logoId: true,
  city: true,
} satisfies Prisma.ClubSelect;

type ListRow = Prisma.ClubGetPayload<{ select: typeof CLUB_LIST_SELECT }>;

export interface ClubListExtras {
  memberCount?: { male: number; female: number; alumni: number };
  playedSports?: { id: number; name: string; key: string }[];
  contacts?: ClubContactDTO[];
}

export function presentClubListItem(access: Access, club: ListRow, extras: ClubListExtras): ClubDTO {
  return {
    id: club.id,
    name: club.name,
    avatarState: club.logoId ? 'ok' : 'none',
    association_id: club.associationId,
    city: club.city,
    ...extras,
    meta: { permissions: clubPermissions(access, club) },
  };
}
