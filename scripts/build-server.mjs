// Bundles the Node entry (server/index.ts) next to the React Router build.
// Packages stay external so native modules (better-sqlite3) load from node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '~': './app' },
  sourcemap: true,
  logLevel: 'warning',
})
