// The contract in the browser without zod (JS budget): the client needs of each endpoint only its method,
// path and whether it is idempotent (client/api/endpoints.ts); the request and answer schemas are for the server, the
// OpenAPI document and the type checker. This plugin answers the client's imports of shared/contract with that table,
// made from the real declarations at build time, so zod and every schema stay out of the public pages' first chunks.
// Type checking still reads the real module (tsc knows nothing of this plugin), so types cannot drift from it.
import path from 'node:path';
import type { Plugin } from 'vite';
import { contract } from '../../shared/contract';

const CONTRACT_INDEX = path.resolve(import.meta.dirname, '..', '..', 'shared', 'contract', 'index.ts');
const VIRTUAL = '\0contract-routes';

/** method, path and idempotent of every endpoint, grouped as in the contract. */
export function contractRoutes(): Record<string, Record<string, { method: string; path: string; idempotent?: boolean }>> {
  return Object.fromEntries(
    Object.entries(contract).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints as Record<string, { method: string; path: string; idempotent?: boolean }>).map(([name, e]) => [
          name,
          { method: e.method, path: e.path, ...(e.idempotent ? { idempotent: true } : {}) },
        ]),
      ),
    ]),
  );
}

export function contractWithoutSchemas(): Plugin {
  return {
    name: 'contract-without-schemas',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]shared[\\/]contract(?:[\\/]index(?:\.ts)?)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CONTRACT_INDEX ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return contractModule(contractRoutes());
    },
  };
}

/**
 * The table as the browser gets it: each endpoint one string "METHOD /path" (" !" when idempotent), unfolded into
 * the objects at start; the repeated keys of a plain JSON table cost the first chunks about a kilobyte gzipped.
 */
export function contractModule(routes: ReturnType<typeof contractRoutes>): string {
  const compact = Object.fromEntries(
    Object.entries(routes).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints).map(([name, e]) => [name, `${e.method} ${e.path}${e.idempotent ? ' !' : ''}`]),
      ),
    ]),
  );
  return [
    `const table = ${JSON.stringify(compact)};`,
    'const unfold = (text) => { const [method, path, mark] = text.split(" "); return mark ? { method, path, idempotent: true } : { method, path }; };',
    'export const contract = Object.fromEntries(Object.entries(table).map(([group, endpoints]) => [group, Object.fromEntries(Object.entries(endpoints).map(([name, text]) => [name, unfold(text)]))]));',
    '',
  ].join('\n');
}
