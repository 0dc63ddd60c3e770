// Email change links (issue 12): the new address confirms a pending change, the old address reports one it did
// not want. Public: whoever holds the mailbox holds the link; the tokens are single use.
import { Router } from 'express';
import { ResetTokenParams } from '../../../shared/schemas/auth';
import { resetTokenLimit } from '../../middleware/rate-limit';
import { parseParams } from '../../middleware/validate';
import { confirmEmailChange, reportEmailChange } from '../../services/email-change';

export function emailChangeRouter(): Router {
  const router = Router();

  router.post('/report/:token', resetTokenLimit, async (req, res) => {
    const { token } = parseParams(ResetTokenParams, req);
    await reportEmailChange(token);
    res.json({ data: { ok: true } });
  });

  router.post('/:token', resetTokenLimit, async (req, res) => {
    const { token } = parseParams(ResetTokenParams, req);
    await confirmEmailChange(token);
    res.json({ data: { ok: true } });
  });

  return router;
}
