// The Dutch translations, one chunk loaded when the language is used (../index.ts).
import common from '../../../locales/nl/common.json';
import auth from '../../../locales/nl/auth.json';
import errors from '../../../locales/nl/errors.json';
import menu from '../../../locales/nl/menu.json';
import pages from '../../../locales/nl/pages.json';
import stats from '../../../locales/nl/stats.json';
import member from '../../../locales/nl/member.json';
import clubs from '../../../locales/nl/clubs.json';
import admin from '../../../locales/nl/admin.json';
import adminClubs from '../../../locales/nl/adminClubs.json';
import processes from '../../../locales/nl/processes.json';
import games from '../../../locales/nl/games.json';
import privacy from '../../../locales/nl/privacy.json';
import sheet from '../../../locales/nl/sheet.json';
import follows from '../../../locales/nl/follows.json';
import adminAudit from '../../../locales/nl/adminAudit.json';
import type { Resources } from '../resources';

const resources: Resources = {
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
