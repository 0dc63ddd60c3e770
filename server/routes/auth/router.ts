// Session API (spec section 7, Session): sign-in/out, revalidate, password reset, admin check.
import { Router, type Request, type Response, type NextFunction } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import {
  PasswordLostInput,
  PasswordResetInput,
  ResetTokenParams,
  RevalidateInput,
  SignInInput,
} from '../../../shared/schemas/auth';
import { DeviceCookies } from '../../auth/device-cookie';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { requireAdmin, requireRecentAuth, requireUser, userId } from '../../middleware/auth';
import { SESSION_COOKIE } from '../../middleware/session';
import { resetRequestLimit, resetTokenLimit, revalidateLimit, signInLimit } from '../../middleware/rate-limit';
import { parseBody, parseParams } from '../../middleware/validate';
import { presentSelf } from '../../presenters/self';
import { runInBackground } from '../../services/background';
import { requestReset, resetPassword, tokenInfo } from '../../services/password-reset';
import { authenticate, revalidate } from '../../services/sign-in';

function signIn(config: Config, devices: DeviceCookies) {
  // passport-local checks the address and password (services/sign-in.ts); the strategy belongs to this router, as it
  // needs the router's device cookies: a browser that signed in to the account before skips the account back-off.
  const strategy = new LocalStrategy(
    { usernameField: 'username', passwordField: 'password', passReqToCallback: true },
    (req, username, password, done) => {
      authenticate(username, password, (personId) => devices.knows(req, personId)).then(
        (person) => done(null, { id: person.id }),
        (error: unknown) => done(error),
      );
    },
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const input = parseBody(SignInInput, req);
    req.body = input;
    // A fresh instance per request, as passport does for named strategies: it binds the request's callbacks to it.
    passport.authenticate(
      Object.create(strategy) as LocalStrategy,
      { session: false },
      (err: unknown, user: Express.User | false) => {
        if (err) return next(err);
        if (!user) return next(new AppError('AuthenticationFailed', 'Authentication failed'));
        // passport regenerates the session id here (session fixation defence).
        req.logIn(user, (loginError) => {
          if (loginError) return next(loginError);
          devices.remember(req, res, user.id);
          req.session.authAt = Date.now();
          req.session.cookie.maxAge = input.remember ? config.rememberMs : undefined;
          req.session.save((saveError) => {
            if (saveError) return next(saveError);
            presentSelf(user.id).then((self) => res.json({ data: self }), next);
          });
        });
      },
    )(req, res, next);
  };
}

export function authRouter(config: Config, sessionSecret: string): Router {
  const router = Router();
  const devices = new DeviceCookies(sessionSecret, config.cookieSecure);
  // Links in mails never come from the request's Host header (reset-link poisoning): PUBLIC_URL, else localhost.
  const publicUrl = () => config.publicUrl ?? `http://localhost:${config.port}`;

  router.get('/', (req, res) => {
    res.json({ data: { has_session: Boolean(req.user) } });
  });

  router.post('/signin', ...signInLimit, signIn(config, devices));

  router.post('/revalidate', requireUser, revalidateLimit, async (req, res) => {
    const { password } = parseBody(RevalidateInput, req);
    await revalidate(userId(req), password);
    req.session.authAt = Date.now();
    res.json({ data: { ok: true } });
  });

  router.post('/signout', (req, res, next) => {
    req.logout((logoutError) => {
      if (logoutError) return next(logoutError);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        res.json({ data: { has_session: false } });
      });
    });
  });

  router.post('/reset', ...resetRequestLimit, async (req, res) => {
    const { email } = parseBody(PasswordLostInput, req);
    // The same answer, in the same time, whether or not the address has an account: the look-up and the mail
    // happen after it.
    const url = publicUrl();
    runInBackground(
      () => requestReset(email, url),
      (err) => req.log?.error({ err }, 'password reset mail failed'),
    );
    res.json({ data: { sent: true } });
  });

  router.get('/reset/:token', resetTokenLimit, async (req, res) => {
    const { token } = parseParams(ResetTokenParams, req);
    res.json({ data: await tokenInfo(token) });
  });

  router.post('/reset/:token', resetTokenLimit, async (req, res) => {
    const { token } = parseParams(ResetTokenParams, req);
    const { password } = parseBody(PasswordResetInput, req);
    await resetPassword(token, password);
    res.json({ data: { ok: true } });
  });

  // The admin area's entry check: an admin who entered the password recently enough.
  router.get('/admin', requireUser, requireAdmin, requireRecentAuth(config.reauthAfterMs), (_req, res) => {
    res.json({ data: { is_admin: true } });
  });

  return router;
}
