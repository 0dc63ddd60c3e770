// /api/clubs (docs/product.md#club-administration): the member's search and the admin list (one query union), a club
// with its includes, the join info, and the admin's changes of profile, contacts, fields and logo. Every change needs
// clubs.editProfile on that club (403 otherwise, 404 for an unknown club, field or contact).
import type { RequestHandler } from 'express';
import { contract } from '../../../shared/contract';
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import { LOGO_MAX_BYTES } from '../../../shared/schemas/club-admin';
import { ClubParams } from '../../../shared/schemas/clubs';
import { AppError } from '../../errors';
import { accessOf, userId } from '../../middleware/auth';
import { singleFile, uploadLimit } from '../../middleware/upload';
import { parseParams } from '../../middleware/validate';
import { authorizeClub, loadClubRef } from './policy';
import { presentClubDetails, presentClubSearch, presentJoinInfo } from './club-presenter';
import { presentAdminClubList, presentContact, presentField, presentProfile } from './club-admin-presenter';
import * as edit from './club-admin';
import { clubListWhere, listClubsForAdmin } from './club-admin-list';
import { exportClubContacts } from './club-export';
import { loadClubDetails, searchClubs } from './clubs';
import { joinInfo } from './join';
import { languageOf } from '../../platform/language';
import { clubLogo, removeClubLogo, setClubLogo } from './logos';
import { implement, SENT, type Route } from '../../http/implement';

const EDIT = 'clubs.editProfile';

/** Logo uploads: authorized before the file is read (nobody else gets to send us megabytes), then counted per account. */
const authorizeUpload: RequestHandler = async (req, _res, next) => {
  const { id } = parseParams(ClubParams, req);
  await authorizeClub(await accessOf(req), EDIT, id);
  next();
};

export function clubsRoutes(): Route[] {
  return implement(contract.clubs, {
    /**
     * One handler for both alternatives of the query: without whereACL and format it is the member's search (page
     * size 50 at most, TooManyResults above); with them the admin list in the caller's scope, or its contacts export.
     */
    list: async ({ query }, req, res) => {
      if (!('whereACL' in query)) {
        const pageSize = query.page_size ?? query.pageSize ?? PAGE_SIZE_DEFAULT;
        return presentClubSearch(query, pageSize, await searchClubs(query, pageSize));
      }
      const access = await accessOf(req);
      if (query.format === 'contacts-xlsx') {
        await exportClubContacts(res, clubListWhere(access, query), await languageOf(req));
        return SENT;
      }
      return presentAdminClubList(access, query, await listClubsForAdmin(access, query));
    },
    get: async ({ params, query }, req) => {
      const access = await accessOf(req);
      // The admin club screen: only clubs in the caller's scope, like the admin club list.
      if (query.whereACL) await authorizeClub(access, query.whereACL, params.id);
      return {
        data: presentClubDetails(access, query.include, await loadClubDetails(access.personId, params.id, query.include)),
      };
    },
    /** What the join form needs: team or sport, subscriptions, pending terms (in the user's language), joinability. */
    joinInfo: async ({ params, query }, req) => ({
      data: presentJoinInfo(await joinInfo(userId(req), query.language, params.id, query)),
    }),
    updateProfile: async ({ params, body }, req) => {
      const access = await accessOf(req);
      await authorizeClub(access, EDIT, params.id);
      return { data: presentProfile(await edit.updateClubProfile(access, params.id, body)) };
    },
    addContact: async ({ params, body }, req) => {
      const access = await accessOf(req);
      await authorizeClub(access, EDIT, params.id);
      return { data: presentContact(await edit.addContact(access, params.id, body.personID, body.position)) };
    },
    updateContact: async ({ params, body }, req) => {
      const access = await accessOf(req);
      await authorizeClub(access, EDIT, params.id);
      const contact = await edit.changeContactPosition(access, params.id, params.sub, body.oldPosition, body.position);
      return { data: presentContact(contact) };
    },
    deleteContact: async ({ params, query }, req) => {
      const access = await accessOf(req);
      await authorizeClub(access, EDIT, params.id);
      await edit.removeContact(access, params.id, params.sub, query.position);
    },
    // Fields are public to members (GET /api/clubs/{id}?include=fields); reading needs only a session.
    fields: async ({ params }) => {
      await loadClubRef(params.id);
      return { data: (await edit.listFields(params.id)).map(presentField) };
    },
    field: async ({ params }) => {
      await loadClubRef(params.id);
      return { data: presentField(await edit.fieldOf(params.id, params.sub)) };
    },
    addField: async ({ params, body }, req) => {
      const access = await accessOf(req);
      await authorizeClub(access, EDIT, params.id);
      return { data: presentField(await edit.createField(access, params.id, body)) };
    },
    updateField: async ({ params, body }, req) => {
      const access = await accessOf(req);
      await authorizeClub(access, EDIT, params.id);
      return { data: presentField(await edit.updateField(access, params.id, params.sub, body)) };
    },
    deleteField: async ({ params }, req) => {
      const access = await accessOf(req);
      await authorizeClub(access, EDIT, params.id);
      await edit.deleteField(access, params.id, params.sub);
    },
    /** Full, or `?thumbnail` for lists; the logo menu of docs/product.md#club-administration. */
    logo: async ({ params, query }, _req, res) => {
      const logo = await clubLogo(params.id, query.thumbnail);
      res.set('Cache-Control', 'private, no-cache');
      res.type(logo.mimeType).send(logo.data);
      return SENT;
    },
    uploadLogo: {
      use: [authorizeUpload, uploadLimit, singleFile('avatar', LOGO_MAX_BYTES)],
      handle: async ({ params }, req) => {
        if (!req.file) {
          throw new AppError('ValidationFailed', 'A file in the field "avatar" is required', {
            details: [{ path: 'avatar', code: 'custom', message: 'required' }],
          });
        }
        const { ts } = await setClubLogo(await accessOf(req), params.id, req.file.buffer);
        return { data: { avatarState: 'ok' as const, avatar_url: `/api/clubs/${params.id}/avatar?ts=${ts}` } };
      },
    },
    deleteLogo: async ({ params }, req) => {
      const access = await accessOf(req);
      await authorizeClub(access, EDIT, params.id);
      await removeClubLogo(access, params.id);
      return { data: { avatarState: 'none' as const } };
    },
  });
}
