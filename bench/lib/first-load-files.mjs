// Which built client files a route's first load fetches, read from the React Router
// manifest the build writes (build/client/assets/manifest-<hash>.js). Plain JavaScript so
// that .size-limit.js, the benchmark and the tests all share it: the list cannot drift from
// what the build really emits, because nobody keeps it by hand.
import fs from 'node:fs'
import path from 'node:path'

const PREFIX = 'window.__reactRouterManifest='

/** @param {string} clientDir */
export function readClientManifest(clientDir = 'build/client') {
  const assetsDir = path.join(clientDir, 'assets')
  if (!fs.existsSync(assetsDir)) throw new Error(`${assetsDir} is missing: run \`npm run build\` first`)
  const files = fs.readdirSync(assetsDir).filter((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (files.length !== 1) throw new Error(`expected one React Router manifest in ${assetsDir}, found ${files.length}`)
  const text = fs.readFileSync(path.join(assetsDir, files[0]), 'utf8').trim()
  if (!text.startsWith(PREFIX)) throw new Error(`${files[0]} does not look like a React Router manifest`)
  return JSON.parse(text.slice(PREFIX.length).replace(/;$/, ''))
}

/**
 * URLs (/assets/...) of the scripts and styles the browser loads on the first visit to a
 * route: the client entry and every route module from the root down to `routeId`, with
 * their imports and CSS. The manifest file itself is not fetched: a server-rendered page
 * carries the routes it needs inline.
 * @param {string} routeId e.g. 'routes/home'
 * @param {string} [clientDir]
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function firstLoadUrls(routeId, clientDir = 'build/client') {
  const manifest = readClientManifest(clientDir)
  const chain = []
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`route ${id} is not in the client manifest`)
    chain.unshift(route)
  }
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports])
  const styles = new Set(manifest.entry.css ?? [])
  for (const route of chain) {
    if (route.module) scripts.add(route.module)
    for (const i of route.imports ?? []) scripts.add(i)
    for (const c of route.css ?? []) styles.add(c)
  }
  // The public stylesheet is no route's CSS: the boot script links the part of it that the
  // document does not carry after the first paint (app/styles/page-styles.server.ts,
  // restOfSheet), on every page. The whole sheet stands for it here: it is never smaller.
  const whole = fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => /^all-[\w-]+\.css$/.test(f))
  if (whole.length !== 1) throw new Error(`expected one whole stylesheet (all-<hash>.css) in ${clientDir}/assets, found ${whole.length}`)
  styles.add(`/assets/${whole[0]}`)
  return { scripts: [...scripts], styles: [...styles] }
}

/**
 * The same, as paths on disk under `clientDir`.
 * @param {string} routeId
 * @param {string} [clientDir]
 */
export function firstLoadFiles(routeId, clientDir = 'build/client') {
  const { scripts, styles } = firstLoadUrls(routeId, clientDir)
  const toFile = (url) => path.join(clientDir, url.replace(/^\//, ''))
  return { scripts: scripts.map(toFile), styles: styles.map(toFile) }
}
