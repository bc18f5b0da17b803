import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, RequestHandler, Response } from 'express'
import { compressBrotli, pickEncoding } from '../app/services/content-encoding.server'

type Entry = { file: string; br: boolean; gzip: boolean; immutable: boolean }

const YEAR_MS = 365 * 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

function scan(root: string): Map<string, Entry> {
  const files = new Map<string, Entry>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        walk(full)
        continue
      }
      if (!entry.isFile() || entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue
      const url = '/' + path.relative(root, full).split(path.sep).join('/')
      files.set(url, {
        file: full,
        br: fs.existsSync(`${full}.br`),
        gzip: fs.existsSync(`${full}.gz`),
        immutable: url.startsWith('/assets/'),
      })
    }
  }
  walk(root)
  return files
}

/**
 * The client build's files, with the brotli and gzip variants that `npm run build` wrote
 * next to them (scripts/precompress.mjs). The build does not change while the server runs,
 * so the list is read once: a page request costs a map lookup, not a stat per directory.
 * Hashed files under /assets/ are cached for a year, the rest for an hour.
 */
export function clientFiles(root: string): RequestHandler {
  const files = scan(root)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const entry = files.get(req.path)
    if (!entry) return next()
    let file = entry.file
    if (entry.br || entry.gzip) {
      res.vary('Accept-Encoding')
      const encoding = pickEncoding(req.headers['accept-encoding'], entry)
      if (encoding) {
        file = `${entry.file}.${encoding === 'br' ? 'br' : 'gz'}`
        res.setHeader('Content-Encoding', encoding)
      }
    }
    // The type of the original, not of the .br/.gz file being sent.
    res.type(path.extname(entry.file))
    // The service worker is checked for a new release on every visit (docs/decisions/0015-offline.md).
    const maxAge = entry.immutable ? YEAR_MS : req.path === '/sw.js' ? 0 : HOUR_MS
    res.sendFile(file, { maxAge, immutable: entry.immutable, dotfiles: 'allow' }, (error?: Error & { status?: number }) => {
      if (!error || res.headersSent) return
      res.removeHeader('Content-Encoding')
      next(error.status === 404 ? undefined : error)
    })
  }
}

const gzip = promisify(zlib.gzip)

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' }

type Asset = { type: string; identity: Buffer; br?: Buffer; gzip?: Buffer }

/**
 * The hashed build files (/assets/), held in memory (about 1.4 MB with their brotli and gzip
 * copies) and answered ahead of the page machinery (request ids, helmet). A script or a
 * stylesheet needs its type, its encoding, a year's caching, `nosniff` and its resource
 * policy, not a page's policies (CSP, COOP, referrer), and a file that never changes needs no
 * validators: on a phone network the home page pays each header byte once per script
 * (docs/performance.md). Anything else falls through to `clientFiles`.
 *
 * `stylesheet` makes the stylesheets the build does not write, the rest of the sheet for each
 * page's share (app/styles/page-styles.server.ts): it answers undefined for an address no page
 * of this release links, so the ones made and kept here are a few dozen at most. Each is
 * compressed once, as the build compresses its files, when it is first asked for.
 */
export function hashedAssets(root: string, stylesheet?: (pathname: string) => string | undefined): RequestHandler {
  const assets = new Map<string, Asset | Promise<Asset>>()
  for (const [url, entry] of scan(root)) {
    const type = TYPES[path.extname(entry.file)]
    if (!entry.immutable || !type) continue
    assets.set(url, {
      type,
      identity: fs.readFileSync(entry.file),
      ...(entry.br ? { br: fs.readFileSync(`${entry.file}.br`) } : {}),
      ...(entry.gzip ? { gzip: fs.readFileSync(`${entry.file}.gz`) } : {}),
    })
  }
  const made = (pathname: string): Promise<Asset> | undefined => {
    // Every page request passes here first; only an address under /assets/ can name a sheet.
    const css = pathname.startsWith('/assets/') ? stylesheet?.(pathname) : undefined
    if (css === undefined) return undefined
    const identity = Buffer.from(css)
    const asset = Promise.all([compressBrotli(identity, 11), gzip(identity, { level: 9 })]).then(
      ([br, gzip]) => {
        const done = { type: TYPES['.css']!, identity, br, gzip }
        assets.set(pathname, done)
        return done
      },
      (error: unknown) => {
        // Not kept: the next request for the address tries again instead of failing for good.
        assets.delete(pathname)
        throw error
      },
    )
    assets.set(pathname, asset)
    return asset
  }
  const send = (req: Request, res: Response, asset: Asset) => {
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: Boolean(asset.br), gzip: Boolean(asset.gzip) })
    const body = (encoding && asset[encoding]) || asset.identity
    res.setHeader('Content-Type', asset.type)
    if (asset.br || asset.gzip) res.setHeader('Vary', 'Accept-Encoding')
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const asset = assets.get(req.path) ?? made(req.path)
    if (!asset) return next()
    if (asset instanceof Promise) asset.then((done) => send(req, res, done), next)
    else send(req, res, asset)
  }
}
