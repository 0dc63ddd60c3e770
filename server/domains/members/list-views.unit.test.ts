// The pure parts of saved views and columns (decision 058): filter[x] as eq terms, the export's column list, the
// column schema's bounds.
import { exportColumns, PersonListQuery } from '../../../shared/schemas/persons';
import { Columns, exportColumnsOf, ViewInput } from '../../../shared/schemas/list-views';
import { MEMBER_EXPORT_FIELDS } from '../../../shared/schemas/member-fields';
import { filterTerms } from './person-search.sql';
import { chosenColumns } from './person-exports.sql';

describe('filter[x]', () => {
  it('is eq(x,value) per subject, the word null as null, the value never read as RQL', () => {
    expect(filterTerms({ 'filter[gender]': 'female', 'filter[team]': 'null' })).toEqual([
      { op: 'eq', subject: 'gender', value: 'female' },
      { op: 'eq', subject: 'team', value: null },
    ]);
    expect(filterTerms({ 'filter[club]': '1),eq(gender,male' })).toEqual([
      { op: 'eq', subject: 'club', value: '1),eq(gender,male' },
    ]);
    expect(filterTerms({})).toEqual([]);
  });

  it('the list query takes one value per known subject and nothing else', () => {
    expect(PersonListQuery.safeParse({ 'filter[club]': '12' }).success).toBe(true);
    expect(PersonListQuery.safeParse({ 'filter[nosuch]': '12' }).success).toBe(false);
    expect(PersonListQuery.safeParse({ 'filter[club]': ['1', '2'] }).success).toBe(false);
    expect(PersonListQuery.safeParse({ 'filter[club]': 'x'.repeat(101) }).success).toBe(false);
  });
});

describe("the export's columns", () => {
  it('are named fields of the export, each once, in the given order', () => {
    expect(exportColumns.parse('email,lastname')).toEqual(['email', 'lastname']);
    for (const bad of ['', 'email,', 'email,email', 'password_hash', 'Email', 'email lastname']) {
      expect({ bad, ok: exportColumns.safeParse(bad).success }).toEqual({ bad, ok: false });
    }
    expect(chosenColumns(['city', 'id']).map((c) => c.key)).toEqual(['city', 'id']);
    expect(chosenColumns(undefined).map((c) => c.key)).toEqual([...MEMBER_EXPORT_FIELDS]);
  });

  it("a list's export writes the name first, then its columns in order", () => {
    expect(
      exportColumnsOf([
        { key: 'tags', width: 100 },
        { key: 'email', width: 200 },
      ]),
    ).toEqual(['lastname', 'firstname', 'tags', 'email']);
  });
});

describe('columns and views', () => {
  it('columns: at least one, each once, a width within bounds, only list columns', () => {
    expect(Columns.safeParse([{ key: 'email', width: 200 }]).success).toBe(true);
    expect(Columns.safeParse([]).success).toBe(false);
    expect(Columns.safeParse([{ key: 'email', width: 59 }]).success).toBe(false);
    expect(Columns.safeParse([{ key: 'email', width: 801 }]).success).toBe(false);
    expect(Columns.safeParse([{ key: 'phone_number', width: 200 }]).success).toBe(false);
    expect(Columns.safeParse([{ key: 'email', width: 200, extra: 1 }]).success).toBe(false);
  });

  it('a new view fills what it does not name', () => {
    expect(ViewInput.parse({ name: ' Frauen ' })).toEqual({
      list: 'members',
      name: 'Frauen',
      association_id: null,
      rql: '',
      q: '',
      order_by: 'persons.lastname',
      order_by_desc: false,
      columns: null,
    });
  });
});
