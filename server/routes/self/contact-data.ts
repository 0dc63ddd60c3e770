// GET/PUT /api/self/contactData: the member's own phone numbers and address (spec: contactData).
import { Router } from 'express';
import { ContactDataInput } from '../../../shared/schemas/self';
import { userId } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import { contactDataOf, saveContactData } from '../../services/profile';

export function contactDataRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json({ data: await contactDataOf(userId(req)) });
  });
  router.put('/', async (req, res) => {
    const input = parseBody(ContactDataInput, req);
    res.json({ data: await saveContactData(userId(req), input) });
  });
  return router;
}
