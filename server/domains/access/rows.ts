// The access domain's selects and row types: a mail's recipient, the terms and consents (consent.ts, terms-presenter.ts).
import type { Prisma } from '../../db/generated/client';

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
