// The Deutsch translations, one chunk loaded when the language is used (../index.ts).
import common from '../../../locales/de/common.json';
import auth from '../../../locales/de/auth.json';
import errors from '../../../locales/de/errors.json';
import menu from '../../../locales/de/menu.json';
import pages from '../../../locales/de/pages.json';
import stats from '../../../locales/de/stats.json';
import member from '../../../locales/de/member.json';
import clubs from '../../../locales/de/clubs.json';
import admin from '../../../locales/de/admin.json';
import adminClubs from '../../../locales/de/adminClubs.json';
import processes from '../../../locales/de/processes.json';
import games from '../../../locales/de/games.json';
import privacy from '../../../locales/de/privacy.json';
import sheet from '../../../locales/de/sheet.json';
import follows from '../../../locales/de/follows.json';
import adminAudit from '../../../locales/de/adminAudit.json';

/** German is the product's own language and the source of truth for the keys. */
const resources = {
  common,
  auth,
  errors,
  menu,
  pages,
  stats,
  member,
  clubs,
  admin,
  adminClubs,
  processes,
  games,
  privacy,
  sheet,
  follows,
  adminAudit,
};
export default resources;
