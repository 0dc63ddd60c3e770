/**
 * @jest-environment node
 */
// History entries as the admin history page reads them, and a label for every action the server records.
/// <reference types="jest" />
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { actionKey, describeEntry, HISTORY_ACTIONS, isLicenseEntry, periodDetail, viewOf } from './history-entry';

const root = path.resolve(__dirname, '..', '..', '..');

describe('describeEntry', () => {
  it('reads before/after objects field by field, with the names around them as context', () => {
    expect(
      describeEntry({
        license: 'Schiedsrichter A',
        before: { level: 1, valid_to: null },
        after: { level: 2, valid_to: '2027-12-31' },
      }),
    ).toEqual({
      context: [{ key: 'license', value: 'Schiedsrichter A' }],
      changes: [
        { field: 'level', from: 1, to: 2 },
        { field: 'valid_to', from: null, to: '2027-12-31' },
      ],
    });
  });

  it('reads an addition (before null) and a removal (after null)', () => {
    expect(describeEntry({ tag: 'Vorstand', before: null, after: { tag: 'Vorstand' } })).toEqual({
      context: [],
      changes: [{ field: 'tag', from: null, to: 'Vorstand' }],
    });
    expect(
      describeEntry({ role: 'team-leader', target: 'Füchse', before: { role: 'team-leader', target: 'Füchse' }, after: null })
        .changes,
    ).toEqual([
      { field: 'role', from: 'team-leader', to: null },
      { field: 'target', from: 'Füchse', to: null },
    ]);
  });

  it('reads field maps of person edits and older entries', () => {
    expect(describeEntry({ city: { from: null, to: 'Köln' }, level: { from: 1, to: 2 } }).changes).toEqual([
      { field: 'city', from: null, to: 'Köln' },
      { field: 'level', from: 1, to: 2 },
    ]);
  });

  it('shows a forced completion, not an unforced one, and never ids', () => {
    expect(describeEntry({ forced: true, membership_id: 3, type: 'move' }).context).toEqual([
      { key: 'type', value: 'move' },
      { key: 'forced', value: true },
    ]);
    expect(describeEntry({ forced: false, membership_id: 3 }).context).toEqual([]);
    expect(describeEntry(null)).toEqual({ context: [], changes: [] });
  });
});

describe('action labels', () => {
  const labels = JSON.parse(fs.readFileSync(path.join(root, 'locales', 'de', 'admin.json'), 'utf8')).history.action as Record<
    string,
    string
  >;

  it('has a German label for every known action', () => {
    for (const action of HISTORY_ACTIONS) expect({ action, label: typeof labels[action] }).toEqual({ action, label: 'string' });
  });

  it('knows every action the server records', () => {
    const dir = path.join(root, 'server');
    const actions = new Set<string>();
    const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('generated'),
    );
    for (const file of files) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const match of source.matchAll(/action: '([a-zA-Z_.]+)'/g)) actions.add(match[1]!);
      // Actions named after the process type.
      if (/action: `process\.(start|complete)\.\$\{/.test(source)) {
        for (const step of ['start', 'complete'])
          for (const type of ['move', 'alumni', 'retire']) actions.add(`process.${step}.${type}`);
      }
    }
    expect(actions.size).toBeGreaterThan(30);
    for (const action of actions) expect({ action, key: actionKey(action) }).toEqual({ action, key: action.replace(/\./g, '_') });
  });
});

describe('history routes', () => {
  it('derive the view from the route: licences under /licenses, a membership view from ?view= under /memberships', () => {
    expect(viewOf('licenses', null)).toBe('license');
    expect(viewOf('licenses', 'sport')).toBe('license');
    expect(viewOf('memberships', null)).toBe('association');
    expect(viewOf('memberships', 'subscription')).toBe('subscription');
    expect(viewOf('memberships', 'license')).toBe('association');
    expect(viewOf('memberships', 'bogus')).toBe('association');
  });

  it('split the change log: licence changes on the licence tab, the rest on the memberships tab', () => {
    expect(['license.assigned', 'license.updated', 'license.removed'].every((action) => isLicenseEntry({ action }))).toBe(true);
    expect(['membership.edit', 'tag.assigned', 'person.updated'].some((action) => isLicenseEntry({ action }))).toBe(false);
  });
});

describe('periodDetail', () => {
  const read = (lng: string) =>
    JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, 'admin.json'), 'utf8')) as Record<string, unknown>;
  const tOf = async (lng: string) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, ns: ['admin'], defaultNS: 'admin', resources: { [lng]: { admin: read(lng) } } });
    return i18n.getFixedT(lng, 'admin') as unknown as TFunction<'admin'>;
  };

  it('labels the billing interval in months, with "every month" for 1, in all four languages', async () => {
    const expected: Record<string, [string, string]> = {
      de: ['Jeden Monat', 'Alle 12 Monate'],
      en: ['Every month', 'Every 12 months'],
      fr: ['Chaque mois', 'Tous les 12 mois'],
      nl: ['Elke maand', 'Elke 12 maanden'],
    };
    for (const [lng, [one, twelve]] of Object.entries(expected)) {
      const t = await tOf(lng);
      expect(periodDetail(t, { kind: 'subscription', detail: '1' })).toBe(one);
      expect(periodDetail(t, { kind: 'subscription', detail: '12' })).toBe(twelve);
    }
  });

  it('translates alumni and licence levels, keeps other details and drops empty ones', async () => {
    const t = await tOf('de');
    expect(periodDetail(t, { kind: 'membership', detail: 'alumni' })).toBe('Alumni');
    expect(periodDetail(t, { kind: 'license', detail: '2' })).toBe('Stufe 2');
    expect(periodDetail(t, { kind: 'team', detail: 'Hamburg Warriors' })).toBe('Hamburg Warriors');
    expect(periodDetail(t, { kind: 'subscription', detail: null })).toBeNull();
  });
});
