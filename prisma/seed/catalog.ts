// The fixed facts of the demo world: sports, associations, their clubs and the labels in each language.
import type { CountryKey, I18n, Lang, LocaleKey } from './context';

export type SportKey = 'lacrosse' | 'indoor_lacrosse' | 'ice_hockey' | 'lsm';

export const SPORTS: { key: SportKey; name: string }[] = [
  { key: 'lacrosse', name: 'Lacrosse' },
  { key: 'indoor_lacrosse', name: 'Indoor Lacrosse' },
  { key: 'ice_hockey', name: 'Ice Hockey' },
  { key: 'lsm', name: 'LSM' },
];

/** Points for a win, a tie and a loss (docs/product.md#standings-points: ice hockey 3/1/0, the others 2/1/0). */
export const POINTS: Record<SportKey, [number, number, number]> = {
  lacrosse: [2, 1, 0],
  indoor_lacrosse: [2, 1, 0],
  lsm: [2, 1, 0],
  ice_hockey: [3, 1, 0],
};

export interface AssociationDef {
  key: CountryKey;
  name: string;
  abbreviation: string;
  countryCode: string;
  iso2: string;
  color: string;
  sports: SportKey[];
  regions: string[];
}

export const ASSOCIATIONS: AssociationDef[] = [
  {
    key: 'de',
    name: 'Deutscher Lacrosse Verband',
    abbreviation: 'DLaxV',
    countryCode: 'deu',
    iso2: 'DE',
    color: 'blue',
    sports: ['lacrosse', 'indoor_lacrosse', 'lsm'],
    regions: ['Nord', 'Ost', 'Süd', 'West'],
  },
  {
    key: 'nl',
    name: 'Nederlandse Lacrosse Bond',
    abbreviation: 'NLB',
    countryCode: 'nld',
    iso2: 'NL',
    color: 'orange',
    sports: ['lacrosse', 'indoor_lacrosse'],
    regions: ['Noord', 'Oost', 'Midden', 'West', 'Zuid'],
  },
  {
    key: 'be',
    name: 'Belgian Lacrosse & Ice Hockey Federation',
    abbreviation: 'BLIHF',
    countryCode: 'bel',
    iso2: 'BE',
    color: 'red',
    sports: ['lacrosse', 'ice_hockey'],
    regions: ['Vlaanderen', 'Wallonie', 'Bruxelles-Brussel'],
  },
];

export interface ClubDef {
  country: CountryKey;
  region: string;
  /** Short name used in team names. */
  short: string;
  name: string;
  city: string;
  zip: string;
  area: string;
  locale: LocaleKey;
  /** Belgian clubs play either lacrosse or ice hockey. */
  iceHockey?: boolean;
}

const de = (region: string, short: string, name: string, city: string, zip: string, area: string): ClubDef => ({
  country: 'de',
  region,
  short,
  name,
  city,
  zip,
  area,
  locale: 'de',
});
const nlc = (region: string, short: string, name: string, city: string, zip: string, area: string): ClubDef => ({
  country: 'nl',
  region,
  short,
  name,
  city,
  zip,
  area,
  locale: 'nl',
});
const be = (
  region: string,
  short: string,
  name: string,
  city: string,
  zip: string,
  area: string,
  locale: LocaleKey,
  iceHockey = false,
): ClubDef => ({
  country: 'be',
  region,
  short,
  name,
  city,
  zip,
  area,
  locale,
  iceHockey,
});

/** 44 clubs; the first one is the club of the demo accounts. Six German clubs per region. */
export const CLUBS: ClubDef[] = [
  de('Nord', 'Hamburg Warriors', 'Hamburg Warriors Lacrosse e.V.', 'Hamburg', '20095', '040'),
  de('Nord', 'Bremen Pirates', 'Lacrosse Club Bremen Pirates e.V.', 'Bremen', '28195', '0421'),
  de('Nord', 'Hannover Hawks', 'Hannover Hawks e.V.', 'Hannover', '30159', '0511'),
  de('Nord', 'Kiel Sharks', 'Kieler Lacrosse Club Sharks', 'Kiel', '24103', '0431'),
  de('Nord', 'Braunschweig Lions', 'Braunschweig Lions Lacrosse', 'Braunschweig', '38100', '0531'),
  de('Nord', 'Rostock Seawolves', 'Rostocker Lacrosse Verein Seawolves', 'Rostock', '18055', '0381'),
  de('Ost', 'Berlin Bears', 'Berliner Lacrosse Club Bears e.V.', 'Berlin', '10115', '030'),
  de('Ost', 'Leipzig Lumberjacks', 'Leipzig Lumberjacks e.V.', 'Leipzig', '04109', '0341'),
  de('Ost', 'Dresden Knights', 'Dresdner Lacrosse Knights', 'Dresden', '01067', '0351'),
  de('Ost', 'Potsdam Royals', 'Potsdam Royals Lacrosse e.V.', 'Potsdam', '14467', '0331'),
  de('Ost', 'Jena Jaguars', 'USV Jena Lacrosse Jaguars', 'Jena', '07743', '03641'),
  de('Ost', 'Magdeburg Mustangs', 'Magdeburg Mustangs e.V.', 'Magdeburg', '39104', '0391'),
  de('Süd', 'LC München', 'Lacrosse Club München e.V.', 'München', '80331', '089'),
  de('Süd', 'Stuttgart Stallions', 'Stuttgart Stallions Lacrosse', 'Stuttgart', '70173', '0711'),
  de('Süd', 'Franken Lacrosse', 'Franken Lacrosse Nürnberg e.V.', 'Nürnberg', '90402', '0911'),
  de('Süd', 'Heidelberg Hornets', 'Heidelberg Hornets e.V.', 'Heidelberg', '69117', '06221'),
  de('Süd', 'Freiburg Foxes', 'Freiburger Lacrosse Club Foxes', 'Freiburg im Breisgau', '79098', '0761'),
  de('Süd', 'Augsburg Eagles', 'Augsburg Eagles Lacrosse e.V.', 'Augsburg', '86150', '0821'),
  de('West', 'Köln Cobras', 'Kölner Lacrosse Club Cobras e.V.', 'Köln', '50667', '0221'),
  de('West', 'Düsseldorf Dragons', 'Düsseldorf Dragons e.V.', 'Düsseldorf', '40213', '0211'),
  de('West', 'Münster Mammoths', 'Münster Mammoths Lacrosse', 'Münster', '48143', '0251'),
  de('West', 'Bonn Bisons', 'Bonner Lacrosse Bisons e.V.', 'Bonn', '53111', '0228'),
  de('West', 'Frankfurt Falcons', 'Frankfurter Lacrosse Club Falcons e.V.', 'Frankfurt am Main', '60311', '069'),
  de('West', 'Aachen Alligators', 'Aachen Alligators e.V.', 'Aachen', '52062', '0241'),
  nlc('West', 'Amsterdam Admirals', 'Lacrosse Vereniging Amsterdam Admirals', 'Amsterdam', '1012 AB', '020'),
  nlc('West', 'Rotterdam Raptors', 'Rotterdam Raptors Lacrosse', 'Rotterdam', '3011 AD', '010'),
  nlc('West', 'Den Haag Herons', 'Haagse Lacrosse Club Herons', 'Den Haag', '2511 CV', '070'),
  nlc('West', 'Leiden Lynx', 'Leidse Studenten Lacrosse Lynx', 'Leiden', '2311 EK', '071'),
  nlc('West', 'Delft Dragons', 'D.S.L.V. Delft Dragons', 'Delft', '2611 BJ', '015'),
  nlc('Midden', 'Utrecht Unicorns', 'Utrecht Unicorns Lacrosse', 'Utrecht', '3511 LX', '030'),
  nlc('Noord', 'Groningen Grizzlies', 'Groninger Lacrosse Club Grizzlies', 'Groningen', '9711 LM', '050'),
  nlc('Zuid', 'Eindhoven Eagles', 'Eindhoven Eagles Lacrosse', 'Eindhoven', '5611 AZ', '040'),
  nlc('Zuid', 'Tilburg Tigers', 'Tilburg Tigers Lacrosse', 'Tilburg', '5038 EA', '013'),
  nlc('Oost', 'Nijmegen Nighthawks', 'Nijmegen Nighthawks Lacrosse', 'Nijmegen', '6511 PP', '024'),
  be('Vlaanderen', 'Gent Gators', 'Lacrosse Club Gent Gators', 'Gent', '9000', '09', 'vl'),
  be('Vlaanderen', 'Antwerp Storm', 'Antwerp Storm Lacrosse', 'Antwerpen', '2000', '03', 'vl'),
  be('Vlaanderen', 'Leuven Lions', 'Leuven Lions Lacrosse', 'Leuven', '3000', '016', 'vl'),
  be('Bruxelles-Brussel', 'Brussels Barons', 'Brussels Barons Lacrosse Club', 'Bruxelles', '1000', '02', 'wa'),
  be('Wallonie', 'Liège Lynx', 'Liège Lynx Lacrosse', 'Liège', '4000', '04', 'wa'),
  be('Vlaanderen', 'Mechelen Mammoths', 'IJshockeyclub Mechelen Mammoths', 'Mechelen', '2800', '015', 'vl', true),
  be('Vlaanderen', 'Hasselt Huskies', 'IJshockey Hasselt Huskies', 'Hasselt', '3500', '011', 'vl', true),
  be('Vlaanderen', 'Brugge Bulldogs', 'Brugge Bulldogs IHC', 'Brugge', '8000', '050', 'vl', true),
  be('Wallonie', 'Namur Wolves', 'Hockey sur Glace Namur Wolves', 'Namur', '5000', '081', 'wa', true),
  be('Wallonie', 'Charleroi Chargers', 'Charleroi Chargers Hockey Club', 'Charleroi', '6000', '071', 'wa', true),
];

export type TeamKind = 'men' | 'women' | 'men2' | 'u18' | 'u16' | 'u14' | 'u12' | 'indoor' | 'lsm';

/** Team names in the club's language, by kind. */
export const TEAM_LABELS: Record<TeamKind, Record<Lang, string>> = {
  men: { de: 'Herren', nl: 'Heren', fr: 'Hommes', en: 'Men' },
  women: { de: 'Damen', nl: 'Dames', fr: 'Dames', en: 'Women' },
  men2: { de: 'Herren II', nl: 'Heren 2', fr: 'Hommes II', en: 'Men II' },
  u18: { de: 'U18 Junioren', nl: 'U18 Jongens', fr: 'U18 Garçons', en: 'U18 Boys' },
  u16: { de: 'U16', nl: 'U16', fr: 'U16', en: 'U16' },
  u14: { de: 'U14', nl: 'U14', fr: 'U14', en: 'U14' },
  u12: { de: 'U12', nl: 'U12', fr: 'U12', en: 'U12' },
  indoor: { de: 'Indoor Herren', nl: 'Indoor Heren', fr: 'Indoor Hommes', en: 'Indoor Men' },
  lsm: { de: 'LSM Mixed', nl: 'LSM Mixed', fr: 'LSM Mixte', en: 'LSM Mixed' },
};

/** Gender, ages (min, max; 0 = no upper limit) and roster size of each kind of team. */
export const TEAM_SHAPES: Record<
  TeamKind,
  { gender: 'male' | 'female' | 'none'; minAge: number; maxAge: number; roster: number; coaches: number }
> = {
  men: { gender: 'male', minAge: 16, maxAge: 0, roster: 22, coaches: 2 },
  women: { gender: 'female', minAge: 16, maxAge: 0, roster: 20, coaches: 1 },
  men2: { gender: 'male', minAge: 16, maxAge: 0, roster: 18, coaches: 1 },
  u18: { gender: 'male', minAge: 14, maxAge: 17, roster: 16, coaches: 1 },
  u16: { gender: 'none', minAge: 12, maxAge: 15, roster: 15, coaches: 1 },
  u14: { gender: 'none', minAge: 10, maxAge: 13, roster: 14, coaches: 1 },
  u12: { gender: 'none', minAge: 8, maxAge: 11, roster: 12, coaches: 1 },
  indoor: { gender: 'male', minAge: 16, maxAge: 0, roster: 15, coaches: 1 },
  lsm: { gender: 'none', minAge: 16, maxAge: 0, roster: 12, coaches: 1 },
};

/** The language a person of this locale prefers. */
export const LOCALE_LANG: Record<LocaleKey, Lang> = { de: 'de', nl: 'nl', vl: 'nl', wa: 'fr' };

/** Which language a club's team names use. */
export function clubLang(club: ClubDef): Lang {
  return LOCALE_LANG[club.locale];
}

export const FIELD_NAMES: Record<LocaleKey, string[]> = {
  de: ['Sportpark', 'Sportanlage', 'Bezirkssportanlage', 'Universitätssportplatz', 'Kunstrasenplatz'],
  nl: ['Sportpark', 'Sportcomplex', 'Universitair Sportcentrum'],
  vl: ['Sportpark', 'Sportcentrum', 'Sportcomplex'],
  wa: ['Complexe sportif', 'Stade', 'Centre sportif'],
};

export const ICE_RINKS: Record<LocaleKey, string> = {
  de: 'Eissporthalle',
  nl: 'IJsbaan',
  vl: 'Ijsbaan',
  wa: 'Patinoire',
};

export function i18n(de: string, en: string, fr: string, nl: string): I18n {
  return { de, en, fr, nl };
}
