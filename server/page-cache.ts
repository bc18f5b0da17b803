import { createHash, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { RequestHandler } from 'express'
import { isbot } from 'isbot'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { pickEncoding } from './static-files'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

type Entry = {
  headers: Array<[string, string]>
  /** The page's inline scripts, as CSP hashes: a cached page cannot carry a per-response nonce. */
  scriptHashes: string[]
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

type Slot = { entry: Promise<Entry | null>; version: number; expires: number }

export type PageCacheOptions = {
  build: ServerBuild
  /** Paths whose page is the same for every visitor who is not signed in. */
  paths: readonly string[]
  /** Part of the key besides the path: whatever the pages show that changes by itself (the business's date). */
  variant: () => string
  /** Longest a page is kept; new reviews also clear it at once (`invalidate`). */
  ttlMs: number
  origin: string
  onError: (error: unknown, path: string) => void
}

/**
 * Whole-page cache for visitors who are not signed in.
 *
 * A public page renders the same for every such visitor, so it is rendered once, compressed
 * once (brotli 11 and gzip, off the main thread) and sent as bytes: React's server render and
 * the on-the-fly compression were most of the CPU a page cost. Visitors with a session or a
 * flash message (`yatri…` cookies), query strings, other methods and every other path take
 * the normal route. The cached copy's inline scripts are allowed by hash in its CSP instead
 * of by nonce, since one copy serves many responses.
 */
export function createPageCache(options: PageCacheOptions) {
  const handle = createRequestHandler(options.build, 'production')
  const paths = new Set(options.paths)
  const slots = new Map<string, Slot>()
  let version = 0

  async function render(path: string, bot: boolean): Promise<Entry | null> {
    const nonce = randomBytes(16).toString('base64')
    const request = new Request(`${options.origin}${path}`, {
      headers: { accept: 'text/html', 'user-agent': bot ? 'Googlebot/2.1 (+http://www.google.com/bot.html)' : 'Mozilla/5.0 (page cache)' },
    })
    const response = await handle(request, { cspNonce: nonce, requestId: 'page-cache', clientAddress: '127.0.0.1' })
    const html = await response.text()
    // Anything but a plain page (a redirect, an error, a cookie being set) is not shared.
    if (response.status !== 200 || response.headers.has('set-cookie') || !response.headers.get('content-type')?.startsWith('text/html')) return null
    const body = html.replaceAll(` nonce="${nonce}"`, '')
    const scriptHashes = [...body.matchAll(INLINE_SCRIPT)]
      .filter(([, attrs]) => !/type="application\/ld\+json"/.test(attrs ?? ''))
      .map(([, , text]) => `'sha256-${createHash('sha256').update(text ?? '').digest('base64')}'`)
    const identity = Buffer.from(body)
    const [br, gz] = await Promise.all([
      // A 256 kB window is plenty for a page and keeps the encoder's memory small.
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 18, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip(identity, { level: 9 }),
    ])
    const headers = [...response.headers].filter(([name]) => !SKIPPED_HEADERS.has(name))
    return { headers, scriptHashes, identity, br, gzip: gz }
  }

  function lookup(path: string, bot: boolean): { entry: Promise<Entry | null>; hit: boolean } {
    const key = `${path}\n${bot ? 'bot' : 'person'}\n${options.variant()}`
    const now = Date.now()
    const slot = slots.get(key)
    if (slot && slot.version === version && slot.expires > now) return { entry: slot.entry, hit: true }
    const entry = render(path, bot).catch((error: unknown) => {
      options.onError(error, path)
      return null
    })
    // Concurrent first requests share one render.
    slots.set(key, { entry, version, expires: now + options.ttlMs })
    // Keys carry the date: yesterday's pages go when today's are made.
    for (const [k, s] of slots) if (s.expires <= now) slots.delete(k)
    return { entry, hit: false }
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !paths.has(req.path) || req.originalUrl !== req.path || SIGNED_IN_OR_TOAST.test(req.headers.cookie ?? '')) {
      return next()
    }
    const found = lookup(req.path, isbot(req.headers['user-agent'] ?? ''))
    const entry = await found.entry
    if (!entry) return next()
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    const csp = res.getHeader('Content-Security-Policy')
    if (typeof csp === 'string') res.setHeader('Content-Security-Policy', csp.replace(/'nonce-[^']*'/, entry.scriptHashes.join(' ')))
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true })
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Vary', 'Accept-Encoding, Cookie')
    res.setHeader('Content-Length', body.length)
    res.setHeader('X-Page-Cache', found.hit ? 'hit' : 'miss')
    res.status(200).end(req.method === 'HEAD' ? undefined : body)
  }

  return {
    middleware,
    /** Drops every cached page, e.g. when a new review is stored. */
    invalidate() {
      version++
    },
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g
const SIGNED_IN_OR_TOAST = /(?:^|;\s*)(?:__Secure-)?yatri[._]/
const SKIPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'content-security-policy', 'vary', 'connection', 'date'])
