// GET /api/docs: a readable reference of the API, rendered on the server from the OpenAPI document (no scripts, so it
// works under the portal's CSP; styles are inline, which the CSP allows).
import { PLAIN_TEXT } from '../../shared/schemas/text';
import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from './document';
import { escapeHtml } from '../platform/text';

/** A short type line: `integer, 1..2147483647`, `string, max 60`, `"a" | "b"`. */
export function describeSchema(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(describeSchema).join(' or ');
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  const parts: string[] = [String(schema.type ?? 'any')];
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? `>${schema.exclusiveMinimum}` : undefined);
  if (min !== undefined || schema.maximum !== undefined) parts.push(`${min ?? ''}..${schema.maximum ?? ''}`);
  if (schema.minLength !== undefined) parts.push(`min ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max ${schema.maxLength}`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.format) parts.push(String(schema.format));
  // The text pattern of every free-text parameter (shared/schemas/text.ts) in words.
  if (schema.pattern === PLAIN_TEXT.source) parts.push('no control characters');
  else if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

/** The document's descriptions are CommonMark; the page shows their `code` spans, the rest as plain text. */
const prose = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');

function parametersTable(parameters: OpenApiParameter[]): string {
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td>` +
        `<td>${escapeHtml(describeSchema(p.schema))}${p.description ? ` <small>${escapeHtml(p.description)}</small>` : ''}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(method: string, path: string, op: OpenApiOperation, doc: OpenApiDocument): string {
  const id = anchor(method, path);
  const auth = { public: 'public', guest: 'without a session', user: 'session', admin: 'admin session' }[op['x-auth']];
  const flags = [
    `<span class="auth">${escapeHtml(auth)}</span>`,
    op['x-rate-limited'] ? '<span class="flag">rate-limited</span>' : '',
    op['x-recent-auth'] === true
      ? '<span class="flag">password entered recently</span>'
      : op['x-recent-auth'] === 'asAdmin'
        ? '<span class="flag">password entered recently (admins)</span>'
        : op['x-recent-auth'] === 'export'
          ? '<span class="flag">password entered recently (exports)</span>'
          : '',
  ].join(' ');
  const body = op.requestBody?.content;
  let bodyHtml = '';
  if (body) {
    const [type, { schema }] = Object.entries(body)[0];
    const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined;
    const resolved = name ? doc.components.schemas[name] : schema;
    bodyHtml =
      `<h4>Body <small>${escapeHtml(type)}${name ? ` · ${escapeHtml(name)}` : ''}</small></h4>` +
      `<details><summary>schema</summary><pre>${escapeHtml(JSON.stringify(resolved, null, 2))}</pre></details>`;
  }
  const responses = Object.entries(op.responses)
    .map(([status, r]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(r.description)}</li>`)
    .join('');
  return `<section id="${id}" class="op">
<h3><span class="method m-${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)} ${flags}</p>
${op.description ? `<p class="note">${escapeHtml(op.description)}</p>` : ''}
${op.parameters?.length ? parametersTable(op.parameters) : ''}
${bodyHtml}
<h4>Responses</h4><ul class="responses">${responses}</ul>
</section>`;
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const nav = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0];
      if (!byTag.has(tag)) {
        byTag.set(tag, []);
        nav.set(tag, []);
      }
      byTag.get(tag)!.push(operationSection(method, path, op, doc));
      nav.get(tag)!.push(`<li><a href="#${anchor(method, path)}"><b>${method.toUpperCase()}</b> ${escapeHtml(path)}</a></li>`);
    }
  }
  const navHtml = [...nav.entries()]
    .map(([tag, items]) => `<h2><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></h2><ul>${items.join('')}</ul>`)
    .join('');
  const main = [...byTag.entries()]
    .map(([tag, sections]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${sections.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<style>
:root { color-scheme: light dark; --fg: #1a1b1e; --bg: #fff; --muted: #666; --line: #ddd; --code: #f3f4f6; }
@media (prefers-color-scheme: dark) { :root { --fg: #e9ecef; --bg: #1a1b1e; --muted: #aaa; --line: #373a40; --code: #25262b; } }
body { font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0; display: flex; }
nav { width: 20rem; flex: none; height: 100vh; overflow: auto; position: sticky; top: 0; padding: 1rem; border-right: 1px solid var(--line); font-size: 13px; }
nav ul { list-style: none; padding: 0; margin: 0 0 1rem; }
nav a { color: inherit; text-decoration: none; } nav a:hover, nav a:focus { text-decoration: underline; }
nav h2 { font-size: 14px; margin: 0.5rem 0; }
main { padding: 1rem 2rem; max-width: 60rem; min-width: 0; }
.op { border-top: 1px solid var(--line); padding: 0.5rem 0 1rem; }
.method { display: inline-block; min-width: 4.5rem; padding: 0 0.4rem; border-radius: 4px; color: #fff; font-size: 13px; text-align: center; }
.m-get { background: #1c7ed6; } .m-post { background: #2b8a3e; } .m-put { background: #e67700; } .m-delete { background: #c92a2a; }
.auth, .flag { font-size: 12px; border: 1px solid var(--line); border-radius: 4px; padding: 0 0.3rem; }
.note { color: var(--muted); }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 0.2rem 0.4rem; vertical-align: top; }
code, pre { background: var(--code); border-radius: 3px; }
pre { padding: 0.5rem; overflow: auto; font-size: 12px; }
small { color: var(--muted); }
@media (max-width: 50rem) { body { display: block; } nav { width: auto; height: auto; position: static; border: 0; } }
</style>
</head>
<body>
<nav aria-label="Endpoints"><p><strong>${escapeHtml(doc.info.title)}</strong> · <a href="/api/openapi.json">openapi.json</a></p>${navHtml}</nav>
<main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)}</small></h1>
<p>${prose(doc.info.description)}</p>
${main}
</main>
</body>
</html>`;
}
