// The repository's docs stand alone: comments and docs point to files inside it (docs/product.md, docs/decisions/),
// never to material beside the repository (the product's first written description and its notes),
// and every docs/...#anchor they name is a heading of that file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(__dirname, '..');
const CODE_DIRS = ['server', 'client', 'shared', 'test', 'e2e', 'scripts', 'prisma', 'bench'];
const SKIP = new Set(['node_modules', 'dist', 'generated', 'migrations']);
const CODE_FILE = /\.(ts|tsx|mjs|js|prisma)$/;

/** Names of the material beside the repository, and the ways comments used to cite them. */
const OUTSIDE = [
  /portal-spec/i,
  /\b(DOMAIN|STYLE|ARCHITECTURE)\.md\b/,
  /\bARCHITECTURE\b/,
  /\.\.\/shared\/(spec|tools|DOMAIN|STYLE|ARCHITECTURE)\b/,
  /\bspec\s+sections?\b/i,
  /\(spec[:\s)]/i,
  /\b(?:the|a|this)\s+spec(?:'s)?\b(?!\s+(?:file|registers|creates|changes|runs))/i,
  /(?<![\w./@-])spec's\b/i,
  /(?<![\w./@-])spec\s*["':]/i,
];

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const codeFiles = CODE_DIRS.flatMap((d) => walk(join(ROOT, d), [])).filter((f) => CODE_FILE.test(f));
const docFiles = [join(ROOT, 'README.md'), ...walk(join(ROOT, 'docs'), []).filter((f) => f.endsWith('.md'))];
const rel = (file: string) => relative(ROOT, file).split(sep).join('/');

interface Comment {
  file: string;
  line: number;
  text: string;
}

/** Line and block comments of a source file (a `//` inside a string counts too; harmless for these checks). */
function commentsOf(file: string): Comment[] {
  const source = readFileSync(file, 'utf8');
  const out: Comment[] = [];
  for (const m of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g)) {
    const start = source.slice(0, m.index).split('\n').length;
    m[0].split('\n').forEach((text, i) => out.push({ file: rel(file), line: start + i, text }));
  }
  return out;
}

function linesOf(file: string): Comment[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, i) => ({ file: rel(file), line: i + 1, text }));
}

/** A `../` path in a comment that leaves the repository when read from the file's folder. */
function leavesRepository(c: Comment): boolean {
  return [...c.text.matchAll(/(?:\.\.\/)+[\w.-]+/g)].some((m) => {
    const target = resolve(dirname(join(ROOT, c.file)), m[0]);
    return target !== ROOT && !target.startsWith(ROOT + sep);
  });
}

function isOutsideReference(c: Comment): boolean {
  return OUTSIDE.some((re) => re.test(c.text)) || leavesRepository(c);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(path: string): Set<string> {
  let anchors = anchorCache.get(path);
  if (!anchors) {
    const text = readFileSync(join(ROOT, path), 'utf8').replace(/```[\s\S]*?```/g, '');
    anchors = new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1])));
    anchorCache.set(path, anchors);
  }
  return anchors;
}

/** Every docs file (with or without a #anchor) named in the text that does not exist. */
function brokenLinks(c: Comment, relativeTo?: string): string[] {
  const broken: string[] = [];
  for (const m of c.text.matchAll(/\b(docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g)) {
    const [, path, anchor] = m;
    if (!existsSync(join(ROOT, path))) broken.push(`${path} (no such file)`);
    else if (anchor && !anchorsOf(path).has(anchor)) broken.push(`${path}#${anchor} (no such heading)`);
  }
  // Markdown links between docs: [text](product.md#anchor), [text](#anchor).
  if (relativeTo) {
    for (const m of c.text.matchAll(/\]\((?!https?:)([\w./-]*\.md)?#([\w-]+)\)/g)) {
      const path = m[1] ? rel(resolve(dirname(join(ROOT, relativeTo)), m[1])) : relativeTo;
      if (!existsSync(join(ROOT, path))) broken.push(`${path} (no such file)`);
      else if (!anchorsOf(path).has(m[2])) broken.push(`${path}#${m[2]} (no such heading)`);
    }
  }
  return broken;
}

const show = (c: Comment) => `${c.file}:${c.line}: ${c.text.trim()}`;

describe('docs stand alone', () => {
  it('finds the files it checks', () => {
    expect(codeFiles.length).toBeGreaterThan(100);
    expect(codeFiles.some((f) => rel(f) === 'shared/permissions.ts')).toBe(true);
    expect(anchorsOf('docs/product.md').has('roles-and-permissions')).toBe(true);
  });

  it('comments in code refer to nothing outside the repository (the spec, DOMAIN.md, ../shared/...)', () => {
    const offending = codeFiles.flatMap(commentsOf).filter(isOutsideReference).map(show);
    expect(offending).toEqual([]);
  });

  it('docs and the README refer to nothing outside the repository', () => {
    const offending = docFiles
      .flatMap(linesOf)
      // The README may tell the history: where the original spec lived.
      .filter((c) => !(c.file === 'README.md' && /originally|history/i.test(c.text)))
      .filter((c) => OUTSIDE.some((re) => re.test(c.text)))
      .map(show);
    expect(offending).toEqual([]);
  });

  it('every docs/...#anchor named in a comment or a doc exists', () => {
    const broken = [
      ...codeFiles.flatMap(commentsOf).flatMap((c) => brokenLinks(c).map((b) => `${show(c)} -> ${b}`)),
      ...docFiles.flatMap(linesOf).flatMap((c) => brokenLinks(c, c.file).map((b) => `${c.file}:${c.line} -> ${b}`)),
    ];
    expect(broken).toEqual([]);
  });
});
