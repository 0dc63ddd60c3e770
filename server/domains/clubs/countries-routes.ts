// GET /api/countries: ISO 3166 countries with names in the asker's language.
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import { contract } from '../../../shared/contract';
import { pickLanguage } from '../../platform/language';
import { implement, type Route } from '../../http/implement';

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

export function countriesRoutes(): Route[] {
  return implement(contract.countries, {
    list: ({ query }, req, res) => {
      res.set('Cache-Control', 'public, max-age=86400');
      return { data: list(pickLanguage(query.language, req.get('accept-language'))) };
    },
  });
}
