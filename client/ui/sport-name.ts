// A sport's name in the reader's language: the product's four sports by key (the database holds English names), any
// other sport by its stored name.
import i18n from '../i18n';

const KNOWN = ['lacrosse', 'indoor_lacrosse', 'ice_hockey', 'lsm'] as const;
type KnownSport = (typeof KNOWN)[number];

const isKnown = (key: string | undefined): key is KnownSport => (KNOWN as readonly string[]).includes(key ?? '');

export function sportName(sport: { name: string; key?: string }): string {
  return isKnown(sport.key) ? i18n.t(`clubs:sports.${sport.key}`) : sport.name;
}
