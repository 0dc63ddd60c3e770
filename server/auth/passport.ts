// passport keeps the signed-in person's id in the session; the sign-in route checks the password itself
// (services/sign-in.ts, with the request's device cookie) and calls req.logIn.
import passport from 'passport';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: number;
    }
  }
}

export function configurePassport(): typeof passport {
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser((id: unknown, done) => done(null, typeof id === 'number' ? { id } : false));
  return passport;
}
