// The erasure's history scrub: personal keys and the person's values go, the rest of an entry stays.
import { scrubJson } from './scrub-history';

const values = ['anna', 'muster', 'anna muster', 'anna@example.org', 'hauptstr. 1'];

describe('scrubJson', () => {
  it('empties personal keys at any depth and keeps the facts', () => {
    expect(
      scrubJson(
        { before: { lastname: 'Alt', city: 'Bonn', club: 'Club A' }, after: { email: { from: 'a@b.c', to: 'd@e.f' } }, n: 3 },
        values,
      ),
    ).toEqual({ before: { lastname: null, city: null, club: 'Club A' }, after: { email: { from: null, to: null } }, n: 3 });
  });

  it("removes the person's values wherever they stand and cuts them out of longer texts", () => {
    expect(scrubJson({ note: 'Anna', list: ['MUSTER', 'Club A'], text: 'mail to anna@example.org please' }, values)).toEqual({
      note: null,
      list: [null, 'Club A'],
      text: 'mail to *** please',
    });
  });

  it('keeps short values inside words (a first name inside a club name)', () => {
    expect(scrubJson({ club: 'Annaberg' }, values)).toEqual({ club: 'Annaberg' });
  });
});
