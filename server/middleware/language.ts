// The language a signed-in user reads in: their preferred language, else the browser's (Accept-Language), else en.
import type { Request } from 'express';
import type { LanguageCode } from '../../shared/constants';
import { db } from '../db/client';
import { pickLanguage } from '../services/language';

export async function languageOf(req: Request): Promise<LanguageCode> {
  const person = req.user
    ? await db().person.findUnique({ where: { id: req.user.id }, select: { preferredLanguage: true } })
    : null;
  return pickLanguage(person?.preferredLanguage ?? undefined, req.get('accept-language'));
}
