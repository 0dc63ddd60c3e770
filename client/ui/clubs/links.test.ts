// Only http(s), mailto, tel and webcal links are ever rendered; homepages become https links.
import { homepageLink, linkify, mailHref, safeHref, telHref } from './links';

describe('safeHref', () => {
  it.each([
    ['https://club.example/a?b=1', 'https://club.example/a?b=1'],
    ['http://club.example', 'http://club.example'],
    ['mailto:info@club.example', 'mailto:info@club.example'],
    ['tel:+4940123', 'tel:+4940123'],
    ['webcal://club.example/cal.ics', 'webcal://club.example/cal.ics'],
  ])('keeps %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://x.example',
    'file:///etc/passwd',
    'no url',
  ])('refuses %s', (input) => {
    expect(safeHref(input)).toBeNull();
  });
});

describe('homepageLink', () => {
  it('adds https to a bare host and upgrades http', () => {
    expect(homepageLink('www.club.example')).toBe('https://www.club.example');
    expect(homepageLink('club.example/team')).toBe('https://club.example/team');
    expect(homepageLink('http://club.example')).toBe('https://club.example');
    expect(homepageLink('https://club.example')).toBe('https://club.example');
  });

  it('never links another scheme or a broken value', () => {
    expect(homepageLink('javascript:alert(1)')).toBeNull();
    expect(homepageLink('mailto:a@b.example')).toBeNull();
    expect(homepageLink('two words')).toBeNull();
    expect(homepageLink('')).toBeNull();
  });
});

describe('tel and mail', () => {
  it('builds tel: from the digits and mailto: from a plausible address', () => {
    expect(telHref('+49 (40) 123-45')).toBe('tel:+494012345');
    expect(mailHref('info@club.example')).toBe('mailto:info@club.example');
    expect(mailHref('not a mail')).toBeNull();
  });
});

describe('linkify', () => {
  it('links allowed schemes inside text and leaves the rest as text', () => {
    expect(linkify('Infos: https://club.example/x. Fragen an mailto:info@club.example!')).toEqual([
      { text: 'Infos: ', href: null },
      { text: 'https://club.example/x', href: 'https://club.example/x' },
      { text: '. Fragen an ', href: null },
      { text: 'mailto:info@club.example', href: 'mailto:info@club.example' },
      { text: '!', href: null },
    ]);
  });

  it('never makes a link of javascript: or data:', () => {
    const parts = linkify('javascript:alert(1) data:text/html,hi');
    expect(parts.every((p) => p.href === null)).toBe(true);
  });
});
