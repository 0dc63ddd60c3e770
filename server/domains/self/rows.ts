// The self domain's selects with their row types: a person's contact data, the bank details as shown, an announcement.
import type { Prisma } from '../../db/generated/client';

/** A person's contact data as the API names it (docs/product.md#text-lengths). */
export const CONTACT_DATA_SELECT = {
  phoneNumber: true,
  mobilePhone: true,
  address1: true,
  address2: true,
  zipCode: true,
  city: true,
  region: true,
  country: true,
} as const satisfies Prisma.PersonSelect;

export type ContactDataRow = Prisma.PersonGetPayload<{ select: typeof CONTACT_DATA_SELECT }>;

/** What the answers show of the bank details (server/domains/self/bank-info-presenter.ts): never the encrypted IBAN. */
export const BANK_INFO_SELECT = {
  accountHolder: true,
  ibanEnd: true,
  bic: true,
  updatedAt: true,
} as const satisfies Prisma.BankInfoSelect;
export type BankInfoRow = Prisma.BankInfoGetPayload<{ select: typeof BANK_INFO_SELECT }>;

export const ANNOUNCEMENT_SELECT = {
  id: true,
  title: true,
  bodyHtml: true,
  publishedAt: true,
} as const satisfies Prisma.AnnouncementSelect;
