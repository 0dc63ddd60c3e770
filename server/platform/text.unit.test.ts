// HTML escaping and placeholders, as every mail, page and document uses them.
import { escapeHtml, fill } from './text';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('writes any value as text', () => {
    expect(escapeHtml(42)).toBe('42');
  });
});

describe('fill', () => {
  it('fills placeholders as i18next writes them, with or without spaces', () => {
    expect(fill('Seite {{page}} von {{ pages }}', { page: 1, pages: 3 })).toBe('Seite 1 von 3');
  });

  it('leaves a placeholder without a value as written, so a missing value shows', () => {
    expect(fill('Hallo {{name}}', {})).toBe('Hallo {{name}}');
  });
});
