// The routes an Express app actually answers, read from its router stack (Express 5 / router 2: `layer.rawPath`),
// so the OpenAPI document can be checked against the code instead of against a list someone has to remember.
import type { Express } from 'express';

export interface MountedRoute {
  method: string;
  /** OpenAPI style: `/clubs/{id}/fields/{sub}`. */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `/:id/avatar` -> `/{id}/avatar`; array and RegExp paths are not used by this app and are reported as they are. */
export function toOpenApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function walk(stack: Layer[], prefix: string, out: MountedRoute[]): void {
  for (const layer of stack) {
    const raw = typeof layer.rawPath === 'string' ? layer.rawPath : String(layer.rawPath ?? '');
    if (layer.route) {
      const path = toOpenApiPath(join(prefix, String(layer.route.path)));
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') out.push({ method: method.toUpperCase(), path });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, join(prefix, raw), out);
    }
  }
}

/** Every (method, path) the app routes, below `under` (e.g. `/api`), without duplicates, with `under` cut off. */
export function mountedRoutes(app: Express, under = '/api'): MountedRoute[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const all: MountedRoute[] = [];
  walk(router.stack, '', all);
  const seen = new Set<string>();
  const result: MountedRoute[] = [];
  for (const route of all) {
    if (route.path !== under && !route.path.startsWith(`${under}/`)) continue;
    const path = route.path.slice(under.length) || '/';
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ method: route.method, path });
  }
  return result;
}
