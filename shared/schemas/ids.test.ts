// Ids fit the database integer; in paths and queries only plain digits are ids.
import { BodyId, MAX_ID, PathId } from './ids';

it('takes plain digits up to the database integer', () => {
  expect(PathId.parse('1')).toBe(1);
  expect(PathId.parse(String(MAX_ID))).toBe(MAX_ID);
  for (const bad of ['0', String(MAX_ID + 1), '0x10', '1e3', ' 12', '12 ', '-1', '1.0', '', '１２', '٣', '99999999999'])
    expect({ bad, ok: PathId.safeParse(bad).success }).toEqual({ bad, ok: false });
});

it('takes whole positive numbers up to the database integer in a body', () => {
  expect(BodyId.parse(7)).toBe(7);
  for (const bad of [0, -1, 1.5, MAX_ID + 1, Number.MAX_SAFE_INTEGER, '7', null])
    expect({ bad, ok: BodyId.safeParse(bad).success }).toEqual({ bad, ok: false });
});
