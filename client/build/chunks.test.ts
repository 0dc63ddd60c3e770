// The chunk groups follow a library's index only to the modules that take a name from it, and keep admin code out.
import { chunkGroups } from './chunks';

const lib = '/app/node_modules/lib/esm';
const modules: Record<string, { isEntry?: boolean; importers: string[]; code: string }> = {
  '/app/client/main.tsx': { isEntry: true, importers: [], code: 'import { Box } from "lib";' },
  '/app/client/islands/main.ts': { isEntry: true, importers: [], code: 'import { links } from "./links";' },
  '/app/client/islands/links.ts': { importers: ['/app/client/islands/main.ts'], code: 'export const links = 1;' },
  [`${lib}/index.mjs`]: {
    importers: ['/app/client/main.tsx', '/app/client/routes/stats/PointsTab.tsx', '/app/client/routes/admin/AdminPage.tsx'],
    code: `import { Box } from "./Box.mjs";\nimport { Table } from "./Table.mjs";\nimport { Modal } from "./Modal.mjs";\nexport { Box, Table, Modal };\n`,
  },
  [`${lib}/Box.mjs`]: { importers: [`${lib}/index.mjs`, `${lib}/Table.mjs`], code: 'export const Box = 1;' },
  [`${lib}/Table.mjs`]: { importers: [`${lib}/index.mjs`], code: 'import { Box } from "./Box.mjs"; export const Table = 1;' },
  [`${lib}/Modal.mjs`]: { importers: [`${lib}/index.mjs`], code: 'export const Modal = 1;' },
  '/app/client/routes/stats/PointsTab.tsx': { importers: [], code: 'import { Table } from "lib";' },
  '/app/client/routes/admin/AdminPage.tsx': { importers: [], code: 'import { Modal, Table } from "lib";' },
};
const graph = { getModuleInfo: (id: string) => (modules[id] ? { isEntry: false, ...modules[id] } : null) };

function groupOf(id: string): string | null {
  for (const group of chunkGroups(new Set(['PointsTab']))) {
    const name = typeof group.name === 'function' ? group.name(id, graph) : group.test?.test(id) ? group.name : null;
    if (name) return name;
  }
  return null;
}

it('puts what index.html loads into app, what only the statistics use into public, the rest nowhere', () => {
  expect(groupOf(`${lib}/Box.mjs`)).toBe('app');
  expect(groupOf(`${lib}/Table.mjs`)).toBe('public');
  expect(groupOf('/app/client/routes/stats/PointsTab.tsx')).toBe('public');
  expect(groupOf(`${lib}/Modal.mjs`)).toBeNull();
  expect(groupOf('/app/client/routes/admin/AdminPage.tsx')).toBeNull();
});

it('leaves the islands (a second entry, decision 055) in no group: their chunk never pulls in the app', () => {
  expect(groupOf('/app/client/islands/main.ts')).toBeNull();
  expect(groupOf('/app/client/islands/links.ts')).toBeNull();
});

it("puts the browser's follows and push modules, shared by the islands and the app, into one chunk", () => {
  expect(groupOf('/app/client/islands/follows-store.ts')).toBe('follows');
  expect(groupOf('/app/client/islands/push.ts')).toBe('follows');
});
