// The signed-in user: registration (POST), GET/PUT /api/self, profile, password policy, contact data, bank details,
// the picture, the games feed's secret, the start page's dashboard and the member's own memberships. Everything but
// registration needs a session and only ever touches the caller's own data.
import type { RequestHandler } from 'express';
import { contract } from '../../../shared/contract';
import { MEMBER_POLICY } from '../../../shared/password-policy';
import { AVATAR_MAX_BYTES } from '../../../shared/schemas/self';
import { BankInfoInput } from '../../../shared/schemas/bank-info';
import { RegistrationInput } from '../../../shared/schemas/registration';
import type { Config } from '../../config';
import { AppError, forbidden } from '../../errors';
import { accessOf, userId } from '../../middleware/auth';
import { limiter, registrationLimit } from '../../middleware/rate-limit';
import { singleFile, uploadLimit } from '../../middleware/upload';
import { presentOwnMembership, ownMembershipRows } from '../memberships';
import { presentBankInfo } from './bank-info-presenter';
import { presentContactData } from './contact-data-presenter';
import { presentProfile, presentSelf } from './presenter';
import { presentSelfDashboard, presentSelfIncludes } from './includes-presenter';
import { loadDashboard, loadSelf, loadSelfWithIncludes } from './self';
import { removeAvatar, setAvatar } from '../../platform/images';
import { loadBankInfo, saveBankInfo } from './bank-info';
import { renewCalendarToken } from '../stats';
import { join } from '../clubs';
import { assertPasswordAllowed, policyFor, startSession } from '../access';
import { loadContactData, loadProfile, saveContactData, updateSelf } from './profile';
import { registerPerson } from './registration';
import { implement, type Route } from '../../http/implement';
import { checkWithCodes } from './parse-codes';

/** Guessing the current password through the profile form is limited like sign-in (failures only). */
const currentPasswordLimit = limiter({ name: 'password-change', windowMs: 15 * 60_000, limit: 10, onlyFailures: true });
const limitPasswordChecks: RequestHandler = (req, res, next) => {
  const body = req.body as { current_password?: unknown } | undefined;
  if (body?.current_password === undefined) return next();
  return currentPasswordLimit(req, res, next);
};

/** A signed-in user would silently become the new account: the client never offers this, so it is refused. */
const refuseSignedIn: RequestHandler = (req, _res, next) => next(req.user ? forbidden('Already signed in') : undefined);

/** The picture in memory with a size cap: the bytes go straight to sharp and never touch the disk (413 above it). */
const avatarFile = singleFile('avatar', AVATAR_MAX_BYTES);

const selfAnswer = async (personId: number) => ({ data: presentSelf(await loadSelf(personId)) });
const membershipAnswer = async (personId: number, membershipId: number) => ({
  data: presentOwnMembership(await ownMembershipRows(personId, membershipId), personId),
});

export function selfRoutes(config: Config): Route[] {
  return implement(contract.self, {
    // Registration, then signed in as with the sign-in form. A retry with the same Idempotency-Key (scoped to the
    // caller's IP) gets the first answer.
    register: {
      use: [
        ...registrationLimit,
        refuseSignedIn,
        checkWithCodes(RegistrationInput, ['PasswordNotStrongEnough', 'InvalidBirthdate']),
      ],
      handle: async ({ body }, req) => {
        // Before the address is looked at: a common password is a plain input error (the schema checks the length).
        assertPasswordAllowed(MEMBER_POLICY, body.password);
        const person = await registerPerson(body);
        await startSession(req, person.id);
        return selfAnswer(person.id);
      },
    },

    // ?include=licenses,contactData,personalStats,upcomingGames,gameTasks (server/domains/self/self.ts)
    get: async ({ query }, req) => {
      // The access from the rules the session read brought (one statement less than reading them again).
      const { self, includes } = await loadSelfWithIncludes(userId(req), query.include, accessOf(req));
      return { data: { ...presentSelf(self), ...presentSelfIncludes(includes) } };
    },

    update: {
      use: [limitPasswordChecks],
      handle: async ({ body }, req) => {
        await updateSelf({ personId: userId(req), access: await accessOf(req), sessionId: req.sessionID }, body);
        if (body.new_password !== undefined) req.session.authAt = Date.now();
        return selfAnswer(userId(req));
      },
    },

    profile: async (_input, req) => ({ data: presentProfile(await loadProfile(userId(req))) }),
    passwordPolicy: async (_input, req) => ({ data: policyFor(await accessOf(req)) }),
    contactData: async (_input, req) => ({ data: presentContactData(await loadContactData(userId(req))) }),
    updateContactData: async ({ body }, req) => ({ data: presentContactData(await saveContactData(userId(req), body)) }),

    // Only the IBAN's last four characters ever leave the server.
    bankInfo: async (_input, req) => {
      const row = await loadBankInfo(userId(req));
      return { data: row ? presentBankInfo(row) : null };
    },
    updateBankInfo: {
      use: [checkWithCodes(BankInfoInput, ['InvalidIBAN', 'InvalidBIC', 'InvalidAccountHolder'])],
      handle: async ({ body }, req) => ({ data: presentBankInfo(await saveBankInfo(config, userId(req), body)) }),
    },

    uploadAvatar: {
      use: [uploadLimit, avatarFile],
      handle: async (_input, req) => {
        if (!req.file) {
          throw new AppError('ValidationFailed', 'A file in the field "avatar" is required', {
            details: [{ path: 'avatar', code: 'custom', message: 'required' }],
          });
        }
        const personId = userId(req);
        const { ts } = await setAvatar(personId, req.file.buffer);
        return { data: { avatar_state: 'ok' as const, avatar_url: `/api/persons/${personId}/avatar?ts=${ts}` } };
      },
    },
    deleteAvatar: async (_input, req) => {
      await removeAvatar(userId(req));
      return { data: { avatar_state: 'none' as const } };
    },

    // The old calendar address answers 404 from now on.
    renewCalendarToken: async (_input, req) => ({ data: { calendar_token: await renewCalendarToken(userId(req)) } }),

    dashboard: async (_input, req) => ({ data: presentSelfDashboard(await loadDashboard(userId(req))) }),

    // Join ('Beitritt erfolgreich!'): consents to the listed terms, then the membership, in one transaction. A retry
    // with the same Idempotency-Key gets the first answer, not 409 SportAlreadyPlayed.
    join: async ({ body }, req) => {
      const me = userId(req);
      return membershipAnswer(me, await join(me, body));
    },

    // One of the user's memberships with team, club and league (always included); anyone else's is a 404.
    player: async ({ params }, req) => membershipAnswer(userId(req), params.id),
  });
}
