// Turns React Router's server build (which starts at server/index.ts, see vite.config.ts)
// into one file with the packages inside: loading ~1,400 files from node_modules was most
// of the server's start time (decision 0008).
import { build } from 'esbuild'

const EXTERNAL = [
  // A native addon, found by the `bindings` package from its own directory at run time.
  'better-sqlite3',
  // pg's optional native driver, required only if someone asks for pg.native; not installed.
  'pg-native',
  // Only `npm run dev` loads it, and it is a development dependency.
  'vite',
]

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // A built server is a production server, whether or not the host sets NODE_ENV: without
  // this, `npm start` ran React's and React Router's development builds (slower, larger).
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS packages call require() for Node's built-ins; pino's transport code
  // (unused here) reads __dirname.
  banner: {
    js: [
      "import { createRequire as __yatriCreateRequire } from 'node:module';",
      "import { fileURLToPath as __yatriFileURLToPath } from 'node:url';",
      "import { dirname as __yatriDirname } from 'node:path';",
      'const require = __yatriCreateRequire(import.meta.url);',
      'const __filename = __yatriFileURLToPath(import.meta.url);',
      'const __dirname = __yatriDirname(__filename);',
    ].join('\n'),
  },
  // Chains Vite's maps, so the map points into app/ and server/ sources.
  sourcemap: true,
  // Rollup keeps side-effect imports of external packages that declare none; dropping them is right.
  logOverride: { 'ignored-bare-import': 'silent' },
  logLevel: 'warning',
}

await build({ ...shared, entryPoints: ['build/server/index.js'], outfile: 'build/server.js' })
// `npm run backup` / `npm run restore`, straight from the sources: they need none of the pages.
await build({ ...shared, entryPoints: ['server/ops.ts'], outfile: 'build/ops.js', alias: { '~': './app' } })
