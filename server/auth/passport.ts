// passport-local: username (email) and password checked by the sign-in service; the session keeps only the id.
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { authenticate } from '../services/sign-in';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: number;
    }
  }
}

export function configurePassport(): typeof passport {
  passport.use(
    new LocalStrategy({ usernameField: 'username', passwordField: 'password', session: true }, (username, password, done) => {
      authenticate(username, password).then(
        (person) => done(null, { id: person.id }),
        (error: unknown) => done(error),
      );
    }),
  );
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser((id: unknown, done) => done(null, typeof id === 'number' ? { id } : false));
  return passport;
}
