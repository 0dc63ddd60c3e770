// The fields of the member export (full XLSX), in its order: what a list's or an export's column list may name.
export const MEMBER_EXPORT_FIELDS = [
  'id',
  'lastname',
  'firstname',
  'gender',
  'birthdate',
  'email',
  'phone_number',
  'mobile_phone',
  'address_1',
  'address_2',
  'zip_code',
  'city',
  'region',
  'country',
  'memberships',
  'is_alumni',
  'tags',
  'created_at',
] as const;
export type MemberExportField = (typeof MEMBER_EXPORT_FIELDS)[number];
