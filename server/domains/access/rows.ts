// The access domain's selects, wheres and row types: a mail's recipient, the rights the rank rule counts, the terms and consents.
import type { Prisma } from '../../db/generated/client';

/** A person's referee licences, expired or not (the rank rule counts them as rights). */
export const REFEREE_LICENCE_WHERE = { license: { isReferee: true } } as const satisfies Prisma.PersonLicenseWhereInput;

/** A game whose sheet an official or scorer can still keep and sign: neither cancelled nor locked by its signatures. */
export const OPEN_GAME_DUTY_WHERE = { lockedAt: null, status: { not: 'cancelled' } } as const satisfies Prisma.GameWhereInput;

export const RECIPIENT_SELECT = { id: true, email: true, firstname: true, preferredLanguage: true } as const;

export const TERM_VERSION_SELECT = {
  id: true,
  version: true,
  title: true,
  content: true,
  checkboxes: true,
  publishedAt: true,
  term: { select: { id: true, product: true, createdAt: true } },
} as const satisfies Prisma.TermVersionSelect;

export type TermVersionRow = Prisma.TermVersionGetPayload<{ select: typeof TERM_VERSION_SELECT }>;

const newestVersion = { select: { versions: { orderBy: { version: 'desc' }, take: 1, select: { version: true } } } } as const;

/** A consent with the version consented to; the consented term's title and newest version too. */
export const CONSENT_SELECT = { id: true, consentedAt: true, termVersion: { select: { version: true } } } as const;
export const CONSENTED_TERM_SELECT = {
  ...CONSENT_SELECT,
  termVersion: { select: { version: true, title: true, termId: true, term: newestVersion } },
} as const satisfies Prisma.ConsentSelect;

export type ConsentRow = Prisma.ConsentGetPayload<{ select: typeof CONSENT_SELECT }>;
export type ConsentedTermRow = Prisma.ConsentGetPayload<{ select: typeof CONSENTED_TERM_SELECT }>;
