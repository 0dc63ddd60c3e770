// Links in club texts: only http(s), mailto, tel and webcal are ever rendered as links (docs/product.md#links); a homepage
// is always shown as an https link (docs/product.md#links).

export const ALLOWED_LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:', 'webcal:'] as const;

/** The URL if its scheme is allowed, otherwise null (the text is then shown as plain text). */
export function safeHref(raw: string): string | null {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return (ALLOWED_LINK_SCHEMES as readonly string[]).includes(url.protocol.toLowerCase()) ? value : null;
}

/** A homepage as stored ("www.club.example", "http://club.example/x") as an https link; anything odd gives null. */
export function homepageLink(homepage: string): string | null {
  const value = homepage.trim();
  if (!value || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (!/^https?:\/\//i.test(withScheme)) return null;
  const href = withScheme.replace(/^http:/i, 'https:');
  return safeHref(href);
}

export const telHref = (phone: string) => safeHref(`tel:${phone.replace(/[^0-9+]/g, '')}`);
export const mailHref = (email: string) => (/^[^\s@]+@[^\s@]+$/.test(email) ? safeHref(`mailto:${email}`) : null);

export type TextPart = { text: string; href: string | null };

const LINK_PATTERN = /\b(?:https?:\/\/|webcal:\/\/|mailto:|tel:)[^\s<>"']+/gi;

/** Splits free text into plain parts and links of the allowed schemes (trailing punctuation stays text). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    let candidate = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(candidate)?.[0] ?? '';
    candidate = candidate.slice(0, candidate.length - trailing.length);
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), href: null });
    parts.push({ text: candidate, href: safeHref(candidate) });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), href: null });
  return parts;
}
