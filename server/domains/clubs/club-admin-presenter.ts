// Clubs in the admin area, field by field: list rows with member counts, the profile, fields and contacts.
import type { PageMeta } from '../../../shared/contract';
import type { ClubAdminListQuery } from '../../../shared/schemas/club-admin';
import type { AdminClubListItemDTO, ClubContactDTO, ClubFieldDTO, ClubProfileDTO } from '../../../shared/schemas/clubs';
import type { Prisma } from '../../db/generated/client';
import { clubPermissions } from './policy';
import type { Access } from '../access/access';
import type { AdminClubListRows } from './club-admin-list';

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

export function presentProfile(c: ProfileRow): ClubProfileDTO {
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

export type FieldRow = Prisma.ClubFieldGetPayload<object>;

export function presentField(f: FieldRow): ClubFieldDTO {
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

export type ContactRow = Prisma.ClubContactGetPayload<{ select: typeof CONTACT_SELECT }>;

export function presentContact(c: ContactRow): ClubContactDTO {
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

/** The admin club list's page, each club with the viewer's permissions on it. */
export function presentAdminClubList(
  access: Access,
  query: ClubAdminListQuery,
  { rows, total, pageSize, counts, sports, contacts }: AdminClubListRows,
): { data: AdminClubListItemDTO[]; meta: PageMeta } {
  return {
    data: rows.map((club) => ({
      id: club.id,
      name: club.name,
      avatarState: club.logoId ? 'ok' : 'none',
      association_id: club.associationId,
      city: club.city,
      ...(counts ? { memberCount: counts.get(club.id)! } : {}),
      ...(sports ? { playedSports: sports.get(club.id) ?? [] } : {}),
      ...(contacts ? { contacts: (contacts.get(club.id) ?? []).map(presentContact) } : {}),
      meta: { permissions: clubPermissions(access, club) },
    })),
    meta: {
      page: pageSize === 0 ? 0 : query.page,
      page_size: pageSize,
      max_page: pageSize === 0 ? 0 : Math.max(0, Math.ceil(total / pageSize) - 1),
      filter: { whereACL: query.whereACL, ...(query.q ? { q: query.q } : {}) },
      order_by: 'name',
      total_results: total,
    },
  };
}
