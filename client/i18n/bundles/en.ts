// The English translations, one chunk loaded when the language is used (../index.ts).
import common from '../../../locales/en/common.json';
import auth from '../../../locales/en/auth.json';
import errors from '../../../locales/en/errors.json';
import menu from '../../../locales/en/menu.json';
import pages from '../../../locales/en/pages.json';
import stats from '../../../locales/en/stats.json';
import member from '../../../locales/en/member.json';
import clubs from '../../../locales/en/clubs.json';
import admin from '../../../locales/en/admin.json';
import adminClubs from '../../../locales/en/adminClubs.json';
import processes from '../../../locales/en/processes.json';
import games from '../../../locales/en/games.json';
import privacy from '../../../locales/en/privacy.json';
import sheet from '../../../locales/en/sheet.json';
import follows from '../../../locales/en/follows.json';
import adminAudit from '../../../locales/en/adminAudit.json';
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
