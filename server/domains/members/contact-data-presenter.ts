// A person's contact data (phones and address) as the API answers it: profile, self includes, admin details.
import type { ContactDataDTO } from '../../../shared/schemas/self';

/** The person columns of the contact data. */
export const CONTACT_DATA_SELECT = {
  phoneNumber: true,
  mobilePhone: true,
  address1: true,
  address2: true,
  zipCode: true,
  city: true,
  region: true,
  country: true,
} as const;

/** A person's contact data as the API names it (docs/product.md#text-lengths). */
/** The person columns of CONTACT_DATA_SELECT as read. */
export type ContactDataRow = Record<keyof typeof CONTACT_DATA_SELECT, string | null>;

export function presentContactData(row: ContactDataRow): ContactDataDTO {
  return {
    phone_number: row.phoneNumber,
    mobile_phone: row.mobilePhone,
    address_1: row.address1,
    address_2: row.address2,
    zip_code: row.zipCode,
    city: row.city,
    region: row.region,
    country: row.country,
  };
}
