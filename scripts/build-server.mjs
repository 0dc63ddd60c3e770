// Bundles the server and its CLI with esbuild (packages stay external in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: { index: 'server/index.ts', supervisor: 'server/supervisor.ts', cli: 'server/cli.ts' },
  outdir: `${process.env.DIST_DIR ?? 'dist'}/server`,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
