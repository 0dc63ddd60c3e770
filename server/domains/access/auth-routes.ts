// Session API (docs/product.md#api-calls): sign-in/out, revalidate, password reset, the email change links and the
// admin area's entry check.
import type { Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { contract } from '../../../shared/contract';
import { DeviceCookies } from '../../auth/device-cookie';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { requireAdmin, requireRecentAuth, userId } from '../../middleware/auth';
import { SESSION_COOKIE } from '../../middleware/session';
import { resetRequestLimit, resetTokenLimit, revalidateLimit, signInLimit } from '../../middleware/rate-limit';
import { presentSelf, loadSelf } from '../self';
import { runInBackground } from '../../platform/background';
import { confirmEmailChange, reportEmailChange } from './email-change';
import { requestReset, resetPassword, tokenInfo } from './password-reset';
import { authenticate, revalidate } from './sign-in';
import { implement, type Route } from '../../http/implement';
import { startSession } from './start-session';

/** Checks the address and password through passport-local (server/domains/access/sign-in.ts); the person or AuthenticationFailed. */
function checkCredentials(strategy: LocalStrategy, req: Request): Promise<Express.User> {
  return new Promise((resolve, reject) => {
    // A fresh instance per request, as passport does for named strategies: it binds the request's callbacks to it.
    passport.authenticate(
      Object.create(strategy) as LocalStrategy,
      { session: false },
      (err: unknown, user: Express.User | false) => {
        if (err) reject(err);
        else if (!user) reject(new AppError('AuthenticationFailed', 'Authentication failed'));
        else resolve(user);
      },
    )(req, req.res, reject);
  });
}

export function authRoutes(config: Config, sessionSecret: string): Route[] {
  const devices = new DeviceCookies(sessionSecret, config.cookieSecure);
  // The password hash a sign-in succeeded under, for the request's handler: the device cookie is renewed under it.
  const signedInUnder = new WeakMap<Request, string>();
  // The strategy needs the device cookies: a browser that signed in to the account before skips the account back-off.
  const strategy = new LocalStrategy(
    { usernameField: 'username', passwordField: 'password', passReqToCallback: true },
    (req, username, password, done) => {
      authenticate(username, password, (personId, passwordHash) => devices.knows(req, personId, passwordHash)).then(
        (person) => {
          signedInUnder.set(req, person.passwordHash);
          done(null, { id: person.id });
        },
        (error: unknown) => done(error),
      );
    },
  );
  // Links in mails never come from the request's Host header (reset-link poisoning): PUBLIC_URL, else localhost.
  const publicUrl = () => config.publicUrl ?? `http://localhost:${config.port}`;
  const done = { data: { ok: true as const } };

  return implement(contract.auth, {
    session: (_input, req) => ({ data: { has_session: Boolean(req.user) } }),

    signIn: {
      use: signInLimit,
      handle: async ({ body }, req, res) => {
        req.body = body;
        const user = await checkCredentials(strategy, req);
        devices.remember(req, res, user.id, signedInUnder.get(req)!);
        await startSession(req, user.id, body.remember ? config.rememberMs : undefined);
        return { data: presentSelf(await loadSelf(user.id)) };
      },
    },

    revalidate: {
      use: [revalidateLimit],
      handle: async ({ body }, req) => {
        await revalidate(userId(req), body.password);
        req.session.authAt = Date.now();
        return done;
      },
    },

    signOut: async (_input, req, res) => {
      await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
      await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      return { data: { has_session: false } };
    },

    requestReset: {
      use: resetRequestLimit,
      // The same answer, in the same time, whether or not the address has an account: the look-up and the mail
      // happen after it.
      handle: ({ body }, req) => {
        const url = publicUrl();
        runInBackground(
          () => requestReset(body.email, url),
          (err) => req.log?.error({ err }, 'password reset mail failed'),
        );
        return { data: { sent: true as const } };
      },
    },

    checkReset: { use: [resetTokenLimit], handle: async ({ params }) => ({ data: await tokenInfo(params.token) }) },

    reset: {
      use: [resetTokenLimit],
      handle: async ({ params, body }, req, res) => {
        const { personId, passwordHash } = await resetPassword(params.token, body.password);
        // Whoever used the link holds the mailbox: this browser is known from now on, so the owner signs in here
        // even while someone else's guesses keep the account's back-off running.
        devices.remember(req, res, personId, passwordHash);
        return done;
      },
    },

    // Email change links: the new address confirms a pending change, the old address reports one it did
    // not want. Public: whoever holds the mailbox holds the link; the tokens are single use.
    confirmEmail: {
      use: [resetTokenLimit],
      handle: async ({ params }) => {
        await confirmEmailChange(params.token);
        return done;
      },
    },
    reportEmail: {
      use: [resetTokenLimit],
      handle: async ({ params }) => {
        await reportEmailChange(params.token, publicUrl());
        return done;
      },
    },

    // The admin area's entry check: an admin who entered the password recently enough.
    adminArea: {
      use: [requireAdmin, requireRecentAuth(config.reauthAfterMs)],
      handle: () => ({ data: { is_admin: true as const } }),
    },
  });
}
