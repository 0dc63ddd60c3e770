// The translations, bundled at build time so no language ever needs a runtime fetch.
import deAuth from '../../locales/de/auth.json';
import deCommon from '../../locales/de/common.json';
import deErrors from '../../locales/de/errors.json';
import deMenu from '../../locales/de/menu.json';
import dePages from '../../locales/de/pages.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enMenu from '../../locales/en/menu.json';
import enPages from '../../locales/en/pages.json';
import frAuth from '../../locales/fr/auth.json';
import frCommon from '../../locales/fr/common.json';
import frErrors from '../../locales/fr/errors.json';
import frMenu from '../../locales/fr/menu.json';
import frPages from '../../locales/fr/pages.json';
import nlAuth from '../../locales/nl/auth.json';
import nlCommon from '../../locales/nl/common.json';
import nlErrors from '../../locales/nl/errors.json';
import nlMenu from '../../locales/nl/menu.json';
import nlPages from '../../locales/nl/pages.json';
import deStats from '../../locales/de/stats.json';
import deMember from '../../locales/de/member.json';
import deClubs from '../../locales/de/clubs.json';
import enStats from '../../locales/en/stats.json';
import enMember from '../../locales/en/member.json';
import enClubs from '../../locales/en/clubs.json';
import frStats from '../../locales/fr/stats.json';
import frMember from '../../locales/fr/member.json';
import frClubs from '../../locales/fr/clubs.json';
import nlStats from '../../locales/nl/stats.json';
import nlMember from '../../locales/nl/member.json';
import nlClubs from '../../locales/nl/clubs.json';
import deAdmin from '../../locales/de/admin.json';
import enAdmin from '../../locales/en/admin.json';
import frAdmin from '../../locales/fr/admin.json';
import nlAdmin from '../../locales/nl/admin.json';
import deAdminClubs from '../../locales/de/adminClubs.json';
import enAdminClubs from '../../locales/en/adminClubs.json';
import frAdminClubs from '../../locales/fr/adminClubs.json';
import nlAdminClubs from '../../locales/nl/adminClubs.json';
import deProcesses from '../../locales/de/processes.json';
import enProcesses from '../../locales/en/processes.json';
import frProcesses from '../../locales/fr/processes.json';
import nlProcesses from '../../locales/nl/processes.json';
import type { LanguageCode } from '../../shared/constants';

/** German is the product's own language and the source of truth for the keys. */
export const deResources = {
  common: deCommon,
  auth: deAuth,
  errors: deErrors,
  menu: deMenu,
  pages: dePages,
  stats: deStats,
  member: deMember,
  clubs: deClubs,
  admin: deAdmin,
  adminClubs: deAdminClubs,
  processes: deProcesses,
};

export type Namespace = keyof typeof deResources;
export const NAMESPACES = Object.keys(deResources) as Namespace[];

export const resources: Record<LanguageCode, typeof deResources> = {
  de: deResources,
  en: {
    common: enCommon,
    auth: enAuth,
    errors: enErrors,
    menu: enMenu,
    pages: enPages,
    stats: enStats,
    member: enMember,
    clubs: enClubs,
    admin: enAdmin,
    adminClubs: enAdminClubs,
    processes: enProcesses,
  },
  fr: {
    common: frCommon,
    auth: frAuth,
    errors: frErrors,
    menu: frMenu,
    pages: frPages,
    stats: frStats,
    member: frMember,
    clubs: frClubs,
    admin: frAdmin,
    adminClubs: frAdminClubs,
    processes: frProcesses,
  },
  nl: {
    common: nlCommon,
    auth: nlAuth,
    errors: nlErrors,
    menu: nlMenu,
    pages: nlPages,
    stats: nlStats,
    member: nlMember,
    clubs: nlClubs,
    admin: nlAdmin,
    adminClubs: nlAdminClubs,
    processes: nlProcesses,
  },
};
