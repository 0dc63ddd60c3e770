// POST /api/self: registration, then signed in as with the sign-in form (new session id, password just entered).
import type { Request, Response } from 'express';
import { MEMBER_POLICY } from '../../../shared/password-policy';
import { RegistrationInput } from '../../../shared/schemas/registration';
import { forbidden } from '../../errors';
import { presentSelf } from '../../presenters/self';
import { assertPasswordAllowed } from '../../services/password-policy';
import { registerPerson } from '../../services/registration';
import { parseWithCodes } from './parse-codes';

export async function register(req: Request, res: Response): Promise<void> {
  // A signed-in user would silently become the new account: the client never offers this, so it is refused.
  if (req.user) throw forbidden('Already signed in');
  const input = parseWithCodes(RegistrationInput, req.body, ['PasswordNotStrongEnough', 'InvalidBirthdate']);
  // Before the address is looked at: a common password is a plain input error (the schema checks the length).
  assertPasswordAllowed(MEMBER_POLICY, input.password);
  const person = await registerPerson(input);
  // passport regenerates the session id here (session fixation defence), like sign-in.
  await new Promise<void>((resolve, reject) => req.logIn({ id: person.id }, (error) => (error ? reject(error) : resolve())));
  req.session.authAt = Date.now();
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
  res.status(201).json({ data: await presentSelf(person.id) });
}
