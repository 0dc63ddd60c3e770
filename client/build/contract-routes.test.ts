// The browser's contract table, unfolded, is the contract's method, path and idempotence of every endpoint.
import { contract } from '../../shared/contract';
import { contractModule, contractRoutes } from './contract-routes';

it('unfolds into every endpoint of the contract as declared', () => {
  const module = { contract: undefined as unknown };
  new Function('module', contractModule(contractRoutes()).replace('export const contract', 'module.contract'))(module);
  const unfolded = module.contract as Record<string, Record<string, { method: string; path: string; idempotent?: boolean }>>;
  for (const [group, endpoints] of Object.entries(contract)) {
    for (const [name, e] of Object.entries(endpoints as Record<string, { method: string; path: string; idempotent?: boolean }>)) {
      expect({ group, name, ...unfolded[group]![name] }).toEqual({
        group,
        name,
        method: e.method,
        path: e.path,
        ...(e.idempotent ? { idempotent: true } : {}),
      });
    }
  }
});
