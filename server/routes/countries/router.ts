// GET /api/countries: ISO 3166 countries with names in the asker's language.
import { Router } from 'express';
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import { CountriesQuery } from '../../../shared/schemas/self';
import { parseQuery } from '../../middleware/validate';
import { pickLanguage } from '../../services/language';

for (const locale of [de, en, fr, nl]) countries.registerLocale(locale);

const cache = new Map<string, { code: string; alpha3: string; name: string }[]>();

function list(language: string) {
  let result = cache.get(language);
  if (!result) {
    const names = countries.getNames(language, { select: 'alias' });
    const collator = new Intl.Collator(language);
    result = Object.entries(names)
      .map(([code, name]) => ({ code, alpha3: countries.alpha2ToAlpha3(code)?.toLowerCase() ?? '', name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(language, result);
  }
  return result;
}

export function countriesRouter(): Router {
  const router = Router();
  router.get('/', (req, res) => {
    const { language } = parseQuery(CountriesQuery, req);
    res.set('Cache-Control', 'public, max-age=86400');
    res.json({ data: list(pickLanguage(language, req.get('accept-language'))) });
  });
  return router;
}
