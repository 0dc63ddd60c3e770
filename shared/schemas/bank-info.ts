// Bank details (docs/product.md#bank-details): account holder and IBAN required, BIC optional, all checked with ibantools.
// Issue messages are the API error codes (InvalidAccountHolder, InvalidIBAN, InvalidBIC) the server answers.
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/** SEPA limits the debtor name to 70 characters. */
export const ACCOUNT_HOLDER_MAX = 70;

/** The IBAN without spaces, upper case ("de89 3704 ..." -> "DE893704..."). */
export const normaliseIban = (value: string): string => electronicFormatIBAN(value) ?? '';

/** A valid IBAN of a SEPA country: the association collects fees by SEPA direct debit. */
export function isValidSepaIban(value: string): boolean {
  const iban = normaliseIban(value);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

export const BankInfoInput = z
  .object({
    accountHolder: z
      .string('InvalidAccountHolder')
      .trim()
      .min(2, 'InvalidAccountHolder')
      .max(ACCOUNT_HOLDER_MAX, 'InvalidAccountHolder')
      // A name has letters and no control characters.
      .regex(/^(?=.*\p{L})[^\p{Cc}]+$/u, 'InvalidAccountHolder'),
    iban: z.string('InvalidIBAN').max(64, 'InvalidIBAN').refine(isValidSepaIban, 'InvalidIBAN').transform(normaliseIban),
    bic: z
      .string('InvalidBIC')
      .max(20, 'InvalidBIC')
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => value === '' || isValidBIC(value), 'InvalidBIC')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .strict();
export type BankInfoInput = z.input<typeof BankInfoInput>;

/** What GET/PUT /api/self/bankInfo answer: never the IBAN itself, only its last four characters. */
export const BankInfo = z.strictObject({
  accountHolder: z.string(),
  iban_end: z.string(),
  bic: z.string().nullable(),
  updated_at: z.string(),
});
export type BankInfoDTO = z.infer<typeof BankInfo>;
