/**
 * @jest-environment node
 */
// Every locale has exactly the keys of de (the source of truth), and every API error code a text.
/// <reference types="jest" />
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/errors';

const LOCALES_DIR = path.resolve(__dirname, '..', '..', 'locales');

type Tree = { [key: string]: string | Tree };

function readNamespace(language: string, file: string): Tree {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, language, file), 'utf8')) as Tree;
}

/** Dotted paths of all leaves, e.g. "login.title". */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function leafValues(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leafValues(value)));
}

const namespaces = readdirSync(path.join(LOCALES_DIR, 'de'))
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('locales', () => {
  it('has a folder for each product language and nothing else', () => {
    const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'de'))('%s has the namespaces of de', (language) => {
    const files = readdirSync(path.join(LOCALES_DIR, language))
      .filter((file) => file.endsWith('.json'))
      .sort();
    expect(files).toEqual(namespaces);
  });

  describe.each(LANGUAGES.filter((language) => language !== 'de'))('%s', (language) => {
    it.each(namespaces)('%s has every key of de and no other', (file) => {
      const expected = leafKeys(readNamespace('de', file)).sort();
      const actual = leafKeys(readNamespace(language, file)).sort();
      expect({
        missing: expected.filter((k) => !actual.includes(k)),
        extra: actual.filter((k) => !expected.includes(k)),
      }).toEqual({
        missing: [],
        extra: [],
      });
    });
  });

  it.each(LANGUAGES.filter((language) => language !== 'de'))('%s keeps the {{placeholders}} of de', (language) => {
    for (const file of namespaces) {
      const de = readNamespace('de', file);
      const other = readNamespace(language, file);
      for (const key of leafKeys(de)) {
        const pick = (tree: Tree) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], tree);
        const variables = (text: Tree | string) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        expect({ key, variables: variables(pick(other)) }).toEqual({ key, variables: variables(pick(de)) });
      }
    }
  });

  it.each(LANGUAGES)('%s has no empty texts', (language) => {
    for (const file of namespaces) {
      expect(leafValues(readNamespace(language, file)).filter((value) => value.trim() === '')).toEqual([]);
    }
  });

  it('has a text for every error code of shared/errors.ts', () => {
    const keys = leafKeys(readNamespace('de', 'errors.json'));
    expect(ERROR_CODES.filter((code) => !keys.includes(code))).toEqual([]);
  });
});
