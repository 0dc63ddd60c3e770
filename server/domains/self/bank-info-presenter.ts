// A member's bank details as the API answers them (docs/product.md#bank-details): only the IBAN's last four characters.
import type { BankInfoDTO } from '../../../shared/schemas/bank-info';

export function presentBankInfo(row: {
  accountHolder: string;
  ibanEnd: string;
  bic: string | null;
  updatedAt: Date;
}): BankInfoDTO {
  return { accountHolder: row.accountHolder, iban_end: row.ibanEnd, bic: row.bic, updated_at: row.updatedAt.toISOString() };
}
