// Clubs in the admin area, field by field: list rows with member counts, the profile, fields and contacts.
import type { PageMeta } from '../../../shared/contract';
import type { ClubAdminListQuery } from '../../../shared/schemas/club-admin';
import type { AdminClubListItemDTO, ClubContactDTO, ClubFieldDTO, ClubProfileDTO } from '../../../shared/schemas/clubs';
import { clubPermissions } from './policy';
import type { Access } from '../access';
import type { AdminClubListRows } from './club-admin-list';
import type { ContactRow, FieldRow, ProfileRow } from './rows';

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
