// passport keeps the signed-in person's id in the session. The sign-in route authenticates with its own passport-local
// strategy (server/domains/access/auth-routes.ts), which needs the request's device cookie.
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
