// Sports, associations with their regions, subscriptions, licences (with levels) and tags.
import { ASSOCIATIONS, SPORTS } from './catalog';
import type { SportKey } from './catalog';
import { insertReturning } from './context';
import type { CountryKey } from './context';
import type { AssociationRow, SubscriptionRow, World } from './world';
const SUBSCRIPTIONS: Record<
  CountryKey,
  { name: string; intervals: number[]; sport?: SportKey; role: 'active' | 'youth' | 'passive' | 'sport' }[]
> = {
  de: [
    { name: 'Aktiv', intervals: [1, 3, 6, 12], role: 'active' },
    { name: 'Jugend', intervals: [3, 6, 12], role: 'youth' },
    { name: 'Passiv', intervals: [12], role: 'passive' },
    { name: 'Indoor Zusatz', intervals: [6, 12], sport: 'indoor_lacrosse', role: 'sport' },
  ],
  nl: [
    { name: 'Actief', intervals: [1, 3, 12], role: 'active' },
    { name: 'Jeugd', intervals: [3, 12], role: 'youth' },
    { name: 'Donateur', intervals: [12], role: 'passive' },
  ],
  be: [
    { name: 'Actief / Actif', intervals: [1, 6, 12], role: 'active' },
    { name: 'Jeugd / Jeunes', intervals: [6, 12], role: 'youth' },
    { name: 'Passief / Passif', intervals: [12], role: 'passive' },
    { name: 'IJshockey / Hockey sur glace', intervals: [1, 3, 6, 12], sport: 'ice_hockey', role: 'sport' },
  ],
};

const YOUTH_MAX_AGE = 18;

type LevelDef = [caption: string, color: string];
interface LicenseDef {
  name: string;
  abbreviation: string;
  caption: string;
  color: string;
  isReferee: boolean;
  sport: SportKey | null;
  levels: LevelDef[];
}

const LICENSES: Record<CountryKey, LicenseDef[]> = {
  de: [
    {
      name: 'Schiedsrichterlizenz',
      abbreviation: 'SR',
      caption: 'Schiedsrichter:in Lacrosse (Feld, Indoor, LSM)',
      color: 'yellow',
      isReferee: true,
      sport: null,
      levels: [
        ['Stufe 1 – Regional', 'green'],
        ['Stufe 2 – National', 'blue'],
        ['Stufe 3 – International', 'red'],
      ],
    },
    {
      name: 'Trainerlizenz',
      abbreviation: 'TL',
      caption: 'Trainer:in Lacrosse',
      color: 'teal',
      isReferee: false,
      sport: 'lacrosse',
      levels: [
        ['C-Lizenz', 'gray'],
        ['B-Lizenz', 'cyan'],
        ['A-Lizenz', 'grape'],
      ],
    },
  ],
  nl: [
    {
      name: 'Scheidsrechterslicentie',
      abbreviation: 'SL',
      caption: 'Scheidsrechter lacrosse',
      color: 'yellow',
      isReferee: true,
      sport: null,
      levels: [
        ['Niveau 1 – Regionaal', 'green'],
        ['Niveau 2 – Nationaal', 'blue'],
        ['Niveau 3 – Internationaal', 'red'],
      ],
    },
    {
      name: 'Trainerslicentie',
      abbreviation: 'TR',
      caption: 'Trainer lacrosse',
      color: 'teal',
      isReferee: false,
      sport: 'lacrosse',
      levels: [
        ['Trainer 2', 'gray'],
        ['Trainer 3', 'cyan'],
        ['Trainer 4', 'grape'],
      ],
    },
  ],
  be: [
    {
      name: 'Scheidsrechter Lacrosse / Arbitre Lacrosse',
      abbreviation: 'REF LAX',
      caption: 'Lacrosse',
      color: 'yellow',
      isReferee: true,
      sport: 'lacrosse',
      levels: [
        ['Level 1', 'green'],
        ['Level 2', 'blue'],
        ['Level 3', 'red'],
      ],
    },
    {
      name: 'Scheidsrechter IJshockey / Arbitre Hockey sur glace',
      abbreviation: 'REF IH',
      caption: 'IJshockey / Hockey sur glace',
      color: 'orange',
      isReferee: true,
      sport: 'ice_hockey',
      levels: [
        ['Linesman', 'green'],
        ['Referee', 'blue'],
        ['Referee IIHF', 'red'],
      ],
    },
    {
      name: 'Trainer / Entraîneur',
      abbreviation: 'COACH',
      caption: 'Trainer / Entraîneur',
      color: 'teal',
      isReferee: false,
      sport: null,
      levels: [
        ['Initiator', 'gray'],
        ['Instructeur B', 'cyan'],
        ['Trainer A / Entraîneur A', 'grape'],
      ],
    },
  ],
};

const TAGS: Record<CountryKey, string[]> = {
  de: ['Vorstand', 'Kader', 'Ehrenamt', 'Trainer:in', 'Schiedsrichter-Anwärter:in'],
  nl: ['Bestuur', 'Selectie', 'Vrijwilliger'],
  be: ['Bestuur / Comité', 'Selectie / Sélection', 'Vrijwilliger / Bénévole'],
};

/** Sports, associations and everything that belongs to an association alone. */
export async function seedAssociations(w: World): Promise<void> {
  const { db } = w;
  const sports = await db.sport.createManyAndReturn({ data: SPORTS, select: { id: true, key: true } });
  w.sportIds = Object.fromEntries(sports.map((s) => [s.key, s.id])) as Record<SportKey, number>;
  w.associations = [];
  const founded = new Date(Date.UTC(w.now.getUTCFullYear() - 6, 0, 15));
  for (const def of ASSOCIATIONS) {
    const a = await db.association.create({
      data: {
        name: def.name,
        abbreviation: def.abbreviation,
        countryCode: def.countryCode,
        color: def.color,
        createdAt: founded,
        sports: { create: def.sports.map((k) => ({ sportId: w.sportIds[k] })) },
        regions: { create: def.regions.map((name) => ({ name })) },
      },
      select: { id: true, regions: { select: { id: true, name: true } } },
    });
    const subs = await insertReturning(
      SUBSCRIPTIONS[def.key],
      (batch) =>
        db.subscription.createManyAndReturn({
          data: batch.map((s) => ({
            associationId: a.id,
            name: s.name,
            availableIntervals: s.intervals,
            sportId: s.sport ? w.sportIds[s.sport] : null,
            // Youth subscriptions up to the year a member turns 18 (age on 31 December, as the age categories).
            maxAge: s.role === 'youth' ? YOUTH_MAX_AGE : null,
            createdAt: founded,
          })),
          select: { id: true, name: true },
        }),
      (input, row) => input.name === row.name,
    );
    const sub = (role: string): SubscriptionRow => {
      const i = SUBSCRIPTIONS[def.key].findIndex((s) => s.role === role);
      return { id: subs[i]!.id, intervals: SUBSCRIPTIONS[def.key][i]!.intervals };
    };
    const bySport: AssociationRow['subscriptions']['bySport'] = {};
    SUBSCRIPTIONS[def.key].forEach((s, i) => {
      if (s.sport) bySport[s.sport] = { id: subs[i]!.id, intervals: s.intervals };
    });
    const row: AssociationRow = {
      ...def,
      id: a.id,
      regionIds: Object.fromEntries(a.regions.map((r) => [r.name, r.id])),
      subscriptions: { active: sub('active'), youth: sub('youth'), passive: sub('passive'), bySport },
      refereeLicenses: [],
      coachLicenseId: 0,
      tagIds: {},
    };
    for (const l of LICENSES[def.key]) {
      const created = await db.license.create({
        data: {
          associationId: a.id,
          sportId: l.sport ? w.sportIds[l.sport] : null,
          name: l.name,
          abbreviation: l.abbreviation,
          caption: l.caption,
          color: l.color,
          isReferee: l.isReferee,
          levels: { create: l.levels.map(([caption, color], i) => ({ level: i + 1, caption, color })) },
        },
        select: { id: true },
      });
      if (l.isReferee) row.refereeLicenses.push({ id: created.id, sportKey: l.sport });
      else row.coachLicenseId = created.id;
    }
    const tags = await db.tag.createManyAndReturn({
      data: TAGS[def.key].map((name) => ({ associationId: a.id, name })),
      select: { id: true, name: true },
    });
    row.tagIds = Object.fromEntries(tags.map((t) => [t.name, t.id]));
    w.associations.push(row);
  }
}
