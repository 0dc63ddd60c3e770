/**
 * @jest-environment node
 */
// History entries as the admin history page reads them, and a label for every action the server records.
/// <reference types="jest" />
import fs from 'node:fs';
import path from 'node:path';
import { actionKey, describeEntry, HISTORY_ACTIONS } from './history-entry';

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
    const dir = path.join(root, 'server', 'services');
    const actions = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
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
