// Resolves a language wish to one of the product's languages (anything unknown maps to en), and a reader's language.
import type { Request } from 'express';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../shared/constants';
import { db } from '../db/client';

const known = (value: string | undefined): LanguageCode | undefined => {
  const base = value?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as LanguageCode) : undefined;
};

export function pickLanguage(requested: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  if (requested) return known(requested) ?? FALLBACK_LANGUAGE;
  const first = acceptLanguage?.split(',')[0]?.split(';')[0];
  return known(first) ?? FALLBACK_LANGUAGE;
}

/** The language a reader reads in: `requested` (a ?language=), else the signed-in user's preferred language, else the
 * browser's (Accept-Language), else en. */
export async function languageOf(req: Request, requested?: string): Promise<LanguageCode> {
  if (!requested && req.user) {
    const person = await db().person.findUnique({ where: { id: req.user.id }, select: { preferredLanguage: true } });
    if (person) return person.preferredLanguage as LanguageCode;
  }
  return pickLanguage(requested, req.get('accept-language'));
}
