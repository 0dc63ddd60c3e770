// The French translations, one chunk loaded when the language is used (../index.ts).
import common from '../../../locales/fr/common.json';
import auth from '../../../locales/fr/auth.json';
import errors from '../../../locales/fr/errors.json';
import menu from '../../../locales/fr/menu.json';
import pages from '../../../locales/fr/pages.json';
import stats from '../../../locales/fr/stats.json';
import member from '../../../locales/fr/member.json';
import clubs from '../../../locales/fr/clubs.json';
import admin from '../../../locales/fr/admin.json';
import adminClubs from '../../../locales/fr/adminClubs.json';
import processes from '../../../locales/fr/processes.json';
import games from '../../../locales/fr/games.json';
import privacy from '../../../locales/fr/privacy.json';
import sheet from '../../../locales/fr/sheet.json';
import follows from '../../../locales/fr/follows.json';
import adminAudit from '../../../locales/fr/adminAudit.json';
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
