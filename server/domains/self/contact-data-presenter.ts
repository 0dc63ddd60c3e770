// A person's contact data (phones and address) as the API answers it: profile, self includes, admin details.
import type { ContactDataDTO } from '../../../shared/schemas/self';
import type { ContactDataRow } from './rows';

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
