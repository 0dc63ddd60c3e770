// The one place the client renders HTML from the server: announcement and term bodies, written by an association's
// staff. The server sanitizes them already (server/platform/trusted-html.ts); DOMPurify runs once more here, so a
// body that reaches the browser some other way still cannot run a script. Every other text is rendered as text.
import DOMPurify from 'dompurify';
import { useMemo, type ComponentPropsWithoutRef } from 'react';

/** Allowed link schemes (docs/product.md#links); relative links stay. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel|webcal):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;

export function sanitizeTrustedHtml(html: string): string {
  // Without a document (the server's render of a public page, client/ssr) DOMPurify cannot run: the html there is the
  // server's own answer, sanitized as it was presented (server/platform/trusted-html.ts).
  if (!DOMPurify.isSupported) return html;
  if (!hooked) {
    // A link opening a new window cannot reach back into the portal (reverse tabnabbing).
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'img', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}

export function TrustedHtml({ html, ...props }: { html: string } & Omit<ComponentPropsWithoutRef<'div'>, 'children'>) {
  const clean = useMemo(() => sanitizeTrustedHtml(html), [html]);
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
