// GET/PUT /api/self/bankInfo: the member's own bank details; answers carry only the IBAN's last four characters.
import { Router } from 'express';
import { BankInfoInput } from '../../../shared/schemas/bank-info';
import type { Config } from '../../config';
import { userId } from '../../middleware/auth';
import { bankInfoOf, saveBankInfo } from '../../services/bank-info';
import { parseWithCodes } from './parse-codes';

export function bankInfoRouter(config: Config): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json({ data: await bankInfoOf(userId(req)) });
  });
  router.put('/', async (req, res) => {
    const input = parseWithCodes(BankInfoInput, req.body, ['InvalidIBAN', 'InvalidBIC', 'InvalidAccountHolder']);
    res.json({ data: await saveBankInfo(config, userId(req), input) });
  });
  return router;
}
