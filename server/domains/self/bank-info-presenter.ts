// A member's bank details as the API answers them (docs/product.md#bank-details): only the IBAN's last four characters.
import type { BankInfoDTO } from '../../../shared/schemas/bank-info';
import type { BankInfoRow } from './rows';

export function presentBankInfo(row: BankInfoRow): BankInfoDTO {
  return { accountHolder: row.accountHolder, iban_end: row.ibanEnd, bic: row.bic, updated_at: row.updatedAt.toISOString() };
}
