// Signing a person in after a checked password (sign-in) or a registration: passport regenerates the session id
// (session fixation defence), the password counts as just entered, and the session is stored before the answer.
import type { Request } from 'express';

/** `maxAgeMs`: a remembered sign-in's cookie lifetime; undefined keeps a browser-session cookie. */
export async function startSession(req: Request, personId: number, maxAgeMs?: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn({ id: personId }, (error) => (error ? reject(error) : resolve())));
  req.session.authAt = Date.now();
  req.session.cookie.maxAge = maxAgeMs;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}
