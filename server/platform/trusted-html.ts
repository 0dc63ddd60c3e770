// The only HTML the API hands out: announcement and term bodies, written by an association's staff. "Trusted" means
// written by staff, not safe: a stolen staff account must not reach every member's browser, so the bodies are
// sanitized on the way out (sanitize-html, an allow-list of formatting tags; the client runs DOMPurify once more).
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: (
    'p br hr h2 h3 h4 h5 h6 strong b em i u s small sub sup mark ul ol li dl dt dd blockquote code pre a abbr span ' +
    'table caption thead tbody tfoot tr th td'
  ).split(' '),
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Allowed link schemes (docs/product.md#links).
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'webcal'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags leave their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'object'],
  transformTags: {
    // A link opening a new window cannot reach back into the portal (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
  allowedClasses: {},
};

const cache = new Map<string, string>();
const CACHE_MAX = 500;

/** The body with everything but formatting removed (cached: the same few bodies are read over and over). */
export function sanitizeTrustedHtml(html: string): string {
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, OPTIONS);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(html, clean);
  }
  return clean;
}
