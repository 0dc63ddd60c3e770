// Which field changes of the audit log an admin may set back (docs/product.md#audit-log): a person's own data.
import type { Prisma } from '../../db/generated/client';

/** The person fields an admin edits (PUT /api/persons/{id}) and so may set back: the API's name and the column. */
export const UNDOABLE_PERSON_FIELDS: Record<string, keyof Prisma.PersonUncheckedUpdateInput> = {
  firstname: 'firstname',
  lastname: 'lastname',
  gender: 'gender',
  birthdate: 'birthdate',
  phone_number: 'phoneNumber',
  mobile_phone: 'mobilePhone',
  address_1: 'address1',
  address_2: 'address2',
  zip_code: 'zipCode',
  city: 'city',
  region: 'region',
  country: 'country',
};

/** Whether the entry's change of `field` can be set back from the log. */
export const isUndoable = (action: string, field: string) => action === 'person.updated' && field in UNDOABLE_PERSON_FIELDS;
