// The browser build's chunk groups (docs/decisions/052-public-first-visit.md): the app's first chunks merged into one
// "app" chunk, and the code a guest's statistics page loads after it into one "public" chunk instead of fifty small
// ones (one per Mantine component, icon and helper). Admin and member code never lands in either.
import path from 'node:path';

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  code: string | null;
}

interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** Rolldown's `codeSplitting.groups` entry, as far as these groups use it. */
interface ChunkGroup {
  name: string | ((id: string, graph: ModuleGraph) => string | null);
  test?: RegExp;
  priority: number;
  includeDependenciesRecursively?: boolean;
}

/** The admin and member areas (their route tables aside, which the router needs from the start). */
export const AREA_MODULE = /[\\/]client[\\/]routes[\\/](admin|member)[\\/](?!(?:[^\\/]+[\\/])*routes\.tsx?$)/;

/**
 * What a served public page loads besides its route components: the frame's lazy parts that every first visit asks for
 * (the toast area, the service worker's registration and workbox-window).
 */
export const PUBLIC_LAZY = /[\\/]client[\\/](ui[\\/]ToastArea\.tsx|lib[\\/]offline\.ts)$|[\\/]workbox-window[\\/]/;

/** The islands of a guest's statistics page (client/islands/, decision 055): their own entry, in no group. */
export const ISLANDS_MODULE = /[\\/]client[\\/]islands[\\/]/;

/**
 * The browser's follows and push subscription (client/islands/, decision 056): the islands' chunks import them, the app
 * loads them after a page's first draw; one chunk of their own, shared by both.
 */
export const FOLLOWS_MODULE = /[\\/]client[\\/]islands[\\/](follows-store|push)\.ts$/;

/** A public page's module (its route component), by the names in shared/public-pages.ts. */
export function publicPageFile(publicPages: ReadonlySet<string>): RegExp {
  return new RegExp(`[\\\\/]client[\\\\/]routes[\\\\/](?:[^\\\\/]+[\\\\/])*(?:${[...publicPages].join('|')})\\.tsx$`);
}

const NAMED = /\b(import|export)\s*(\{[^}]*\}|[\w$]+)\s*from\s*["']([^"']+)["']/g;
const STATEMENT = /^\s*(?:import|export)\b[^;]*;?\s*$/;

/** The names in `{ a, b as c, default as d }` (or a default import's `a`) that the module gets or gives. */
function namesOf(list: string): string[] {
  return list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((parts) => parts[0])
    .map((parts) => parts[parts.length - 1]!);
}

/**
 * A library's index (Mantine's, the icons'): only imports and exports. Everything the library has is "imported" by it,
 * so a module's importers say nothing through it; what counts is which of its names a module takes from it.
 */
function isBarrel(info: ModuleInfo, id: string): boolean {
  if (!/[\\/]node_modules[\\/]/.test(id) || !info.code) return false;
  const code = info.code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return code.split(/;\s*\n|\n(?=\s*(?:import|export)\b)/).every((statement) => !statement.trim() || STATEMENT.test(statement));
}

const withoutExtension = (id: string) => id.split('?')[0]!.replace(/\.[cm]?js$/, '');

/** The names `barrel` passes on from `target` (its own imports or re-exports from that file). */
function namesFrom(barrel: ModuleInfo, barrelId: string, target: string): Set<string> {
  const names = new Set<string>();
  for (const [, , list, from] of barrel.code!.matchAll(NAMED))
    if (from!.startsWith('.') && withoutExtension(path.resolve(path.dirname(barrelId), from!)) === withoutExtension(target))
      namesOf(list!).forEach((name) => names.add(name));
  return names;
}

/** Whether `importer` takes one of `names` from a package (a bare specifier), or the whole of one (`import *`). */
function takesAny(importer: ModuleInfo, names: Set<string>): boolean {
  const code = importer.code ?? '';
  if (/\bimport\s*\*\s*as\s+\w+\s+from\s*["'][^."']/.test(code)) return true;
  for (const [, kind, list, from] of code.matchAll(NAMED))
    if (kind === 'import' && !from!.startsWith('.') && namesOf(list!).some((name) => names.has(name))) return true;
  return false;
}

/** Whether a module is reached from a module `root` accepts through static imports of what it actually uses. */
function reachability(root: (id: string, info: ModuleInfo) => boolean) {
  const memo = new Map<string, boolean>();
  const reached = (graph: ModuleGraph, id: string): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // a cycle adds nothing
    const info = graph.getModuleInfo(id);
    const result = !!info && (root(id, info) || info.importers.some((importer) => through(graph, id, importer)));
    memo.set(id, result);
    return result;
  };
  // One step up from `id` to `importer`; through a library's index only to the modules that take `id`'s names from it.
  const through = (graph: ModuleGraph, id: string, importer: string, depth = 0): boolean => {
    const info = graph.getModuleInfo(importer);
    if (!info || depth > 3 || !isBarrel(info, importer)) return reached(graph, importer);
    const names = namesFrom(info, importer, id);
    return info.importers.some((next) => {
      const nextInfo = graph.getModuleInfo(next);
      if (!nextInfo) return false;
      if (isBarrel(nextInfo, next)) return through(graph, importer, next, depth + 1);
      return takesAny(nextInfo, names) && reached(graph, next);
    });
  };
  return reached;
}

/**
 * Groups for `codeSplitting.groups`: React (`react`, changes seldom), the rest of what index.html loads (`app`), and
 * `public`: what a public page (`publicPages`, shared/public-pages.ts) or the frame's lazy parts use beyond it.
 */
export function chunkGroups(publicPages: ReadonlySet<string>): ChunkGroup[] {
  const pageFile = publicPageFile(publicPages);
  const initial = reachability((id, info) => info.isEntry && !ISLANDS_MODULE.test(id));
  const publicCode = reachability((id) => pageFile.test(id) || PUBLIC_LAZY.test(id));
  return [
    { name: 'follows', test: FOLLOWS_MODULE, priority: 4, includeDependenciesRecursively: false },
    { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
    {
      // Rolldown's own helpers (a module of no importer) go with the first chunk: one request less.
      name: (id, graph) => (!ISLANDS_MODULE.test(id) && (id.includes('rolldown/runtime') || initial(graph, id)) ? 'app' : null),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, graph) => (!AREA_MODULE.test(id) && !ISLANDS_MODULE.test(id) && publicCode(graph, id) ? 'public' : null),
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}
