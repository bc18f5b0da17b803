// Writes build/client/sw.js from app/service-worker/sw.js: the release's version (a hash of
// the files it precaches) and the files themselves: the offline page, the manifest, the
// icons and every hashed script and stylesheet of the public and traveller pages (the owner's
// are left out: they are never used offline). Runs after `react-router build`, before
// precompress.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const client = path.resolve('build/client')
/** The newest file of build/client/assets named so: the folder may still hold an earlier build's files, which are no part of this release. */
const newestAsset = (pattern) =>
  fs
    .readdirSync(path.join(client, 'assets'))
    .filter((name) => pattern.test(name))
    .sort((a, b) => fs.statSync(path.join(client, 'assets', b)).mtimeMs - fs.statSync(path.join(client, 'assets', a)).mtimeMs)[0]
// The files of this build, from React Router's manifest.
const manifestFile = path.join(client, 'assets', newestAsset(/^manifest-[\w-]+\.js$/))
const manifest = JSON.parse(
  fs
    .readFileSync(manifestFile, 'utf8')
    .trim()
    .replace(/^window.__reactRouterManifest=/, '')
    .replace(/;$/, ''),
)
const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...(manifest.entry.css ?? [])])
for (const route of Object.values(manifest.routes)) {
  if (route.id.startsWith('routes/admin') || !route.module) continue
  for (const url of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(url)
}
// The line icons' sprite (app/components/icons.svg) is no module of the manifest.
const sprite = newestAsset(/^icons-[\w-]+\.svg$/)
if (!sprite) throw new Error('build/client/assets holds no icons sprite (app/components/icons.svg)')
files.add(`/assets/${sprite}`)
const assets = [...files].sort()
const icons = fs
  .readdirSync(path.join(client, 'icons'))
  .sort()
  .map((name) => `/icons/${name}`)
const precache = ['/offline', '/hi/offline', '/mr/offline', '/manifest.webmanifest', '/favicon.svg', ...icons, ...assets]
const template = fs.readFileSync(path.resolve('app/service-worker/sw.js'), 'utf8')
// The tags a shared link picks up, as the server's page cache knows them (server/page-cache.ts).
const { pattern: sharedLinkTag } = JSON.parse(fs.readFileSync(path.resolve('server/shared-link-tags.json'), 'utf8'))
const version = createHash('sha256').update(template).update(sharedLinkTag).update(precache.join('\n')).digest('hex').slice(0, 12)
// Only the three assignments are filled in: the template names __PRECACHE__ elsewhere too (its
// lint header), and a worker that throws while it starts never installs.
const worker = template
  .replace("const VERSION = '__VERSION__'", `const VERSION = ${JSON.stringify(version)}`)
  .replace('const PRECACHE = __PRECACHE__', `const PRECACHE = ${JSON.stringify(precache)}`)
  .replace('const SHARED_LINK_TAG = __SHARED_LINK_TAG__', `const SHARED_LINK_TAG = new RegExp(${JSON.stringify(sharedLinkTag)})`)
if (worker.includes("'__VERSION__'") || /=\s*__(?:PRECACHE|SHARED_LINK_TAG)__/.test(worker))
  throw new Error('build-sw: the worker template no longer has its VERSION, PRECACHE and SHARED_LINK_TAG lines')
fs.writeFileSync(path.join(client, 'sw.js'), worker)
console.log(`service worker ${version}: ${precache.length} files precached, ${worker.length} bytes`)
