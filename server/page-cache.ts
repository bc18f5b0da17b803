import { createHash, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, RequestHandler } from 'express'
import { isbot } from 'isbot'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { compressBrotli as compress, pickEncoding } from '../app/services/content-encoding.server'
import { PERSONAL_COOKIE } from '../app/services/personal-cookie.server'
import sharedLinkTags from './shared-link-tags.json'

const gzip = promisify(zlib.gzip)

type Entry = {
  headers: Array<[string, string]>
  /** The page's inline scripts, as CSP hashes: a cached page cannot carry a per-response nonce. */
  scriptHashes: string[]
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

const BROTLI_BEST = 11
// For the visitor who waits for a render. Brotli 11 takes 60-90 ms for the home page here, 10
// about 20-35 ms for 2 % more bytes, 5 about 1 ms for 10 % more. Brotli 5's copy of the home
// page (15.2 kB with headers) and of /login and the Hindi and Marathi /servicesNav and /login
// did not fit a new connection's first round trip (14.6 kB), which costs a phone a whole round
// trip, more than the 30 ms; brotli 10's do. The first visitor after a quiet spell gets it.
const BROTLI_QUICK = 10

export type PageCacheOptions = {
  build: ServerBuild
  /** Paths whose page is the same for every visitor who is not signed in. */
  paths: readonly string[]
  /** Part of the key besides the path: whatever the pages show that changes by itself (the business's date). */
  variant: () => string
  /**
   * How long a page is sent as it is. After that the next visitor still gets it at once
   * while a fresh copy is made for the ones after; a new review clears the reviews pages at once (`invalidate`).
   */
  ttlMs: number
  origin: string
  onError: (error: unknown, path: string) => void
  /**
   * How the page depends on the visitor's browser language: `'own'`, this visitor's alone (not
   * shared); otherwise whether it varies by it at all (`Vary`), and the `Accept-Language` it is
   * drawn for, each with a copy of its own.
   */
  language?: (req: Request) => 'own' | { varies: boolean; offered?: string }
}

/**
 * Whole-page cache for visitors who are not signed in.
 *
 * A public page renders the same for every such visitor, so it is rendered once, compressed
 * once (brotli 11 and gzip, off the main thread) and sent as bytes: React's server render and
 * the on-the-fly compression were most of the CPU a page cost. No visitor waits for brotli 11
 * (about 100 ms for the home page): one who waits for a render is sent a brotli 10 copy
 * until the best one is ready, and a copy past its time is sent while the next one is made.
 * Visitors with a session or a flash message (`yatri…` cookies), query strings other than a
 * shared link's tags, other methods and every other path take the normal route. The cached
 * copy's inline scripts are allowed by hash in its CSP instead of by nonce, since one copy
 * serves many responses.
 */
export function createPageCache(options: PageCacheOptions) {
  const handle = createRequestHandler(options.build, 'production')
  const paths = new Set(options.paths)

  /** `waiting`: a visitor waits for this render, so it gets the quicker brotli copy first. */
  async function render(path: string, bot: boolean, offered: string | undefined, waiting: boolean): Promise<Entry | null> {
    const nonce = randomBytes(16).toString('base64')
    const request = new Request(`${options.origin}${path}`, {
      headers: {
        accept: 'text/html',
        'user-agent': bot ? 'Googlebot/2.1 (+http://www.google.com/bot.html)' : 'Mozilla/5.0 (page cache)',
        ...(offered ? { 'accept-language': offered } : {}),
      },
    })
    const response = await handle(request, {
      cspNonce: nonce,
      requestId: 'page-cache',
      clientAddress: '127.0.0.1',
      afterResponse: (task) => void setImmediate(task),
      dataRequest: false,
    })
    const html = await response.text()
    // Anything but a plain page (a redirect, an error, a cookie being set) is not shared.
    if (response.status !== 200 || response.headers.has('set-cookie') || !response.headers.get('content-type')?.startsWith('text/html')) return null
    const body = html.replaceAll(` nonce="${nonce}"`, '')
    const scriptHashes = [...body.matchAll(INLINE_SCRIPT)]
      .filter(([, attrs]) => !/type="application\/ld\+json"/.test(attrs ?? ''))
      .map(
        ([, , text]) =>
          `'sha256-${createHash('sha256')
            .update(text ?? '')
            .digest('base64')}'`,
      )
    const identity = Buffer.from(body)
    const [br, gz] = await Promise.all([compress(identity, waiting ? BROTLI_QUICK : BROTLI_BEST), gzip(identity, { level: 9 })])
    const headers = [...response.headers].filter(([name]) => !SKIPPED_HEADERS.has(name))
    const entry = { headers, scriptHashes, identity, br, gzip: gz }
    if (waiting) {
      compress(identity, BROTLI_BEST).then(
        (best) => void (entry.br = best),
        (error: unknown) => options.onError(error, path),
      )
    }
    return entry
  }

  const pages = createCopies<Entry>({
    ttlMs: options.ttlMs,
    onError: (error, key) => options.onError(error, key.split('\n')[0] ?? key),
  })

  function lookup(path: string, bot: boolean, offered: string | undefined) {
    return pages.lookup(`${path}\n${bot ? 'bot' : 'person'}\n${offered ?? ''}\n${options.variant()}`, (waiting) => render(path, bot, offered, waiting))
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !paths.has(req.path) ||
      !sameAsPath(req.originalUrl, req.path) ||
      PERSONAL_COOKIE.test(req.headers.cookie ?? '')
    ) {
      return next()
    }
    const language = options.language?.(req) ?? { varies: false }
    if (language === 'own') return next()
    const found = lookup(req.path, isbot(req.headers['user-agent'] ?? ''), language.offered)
    const entry = await found.copy
    if (!entry) return next()
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    const csp = res.getHeader('Content-Security-Policy')
    if (typeof csp === 'string') res.setHeader('Content-Security-Policy', csp.replace(/'nonce-[^']*'/, entry.scriptHashes.join(' ')))
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true })
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Vary', language.varies ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding, Cookie')
    res.setHeader('Content-Length', body.length)
    res.setHeader('X-Page-Cache', found.state)
    res.status(200).end(req.method === 'HEAD' ? undefined : body)
  }

  return {
    middleware,
    /** Drops the cached copies of these pages, e.g. the reviews pages when a new review is stored. */
    invalidate: (paths: ReadonlySet<string>) => pages.forget((key) => paths.has(key.split('\n')[0] ?? key)),
  }
}

/**
 * Tags a link picks up when it is shared or advertised: campaign tags, and the click ids that
 * Facebook, Instagram, Google and others append. Most visitors who come from a post or a chat
 * carry some; the page is the same with or without them, so it is the cached one. The list is
 * a file of its own because the service worker, which saves pages for offline use, needs it too.
 */
const SHARED_LINK_TAG = new RegExp(sharedLinkTags.pattern)

/** Whether the address asks for the page at `path` and nothing else: no query, or only shared-link tags. */
function sameAsPath(originalUrl: string, path: string): boolean {
  const at = originalUrl.indexOf('?')
  if (at === -1) return originalUrl === path
  if (originalUrl.slice(0, at) !== path) return false
  return [...new URLSearchParams(originalUrl.slice(at + 1)).keys()].every((name) => SHARED_LINK_TAG.test(name))
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g
const SKIPPED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'set-cookie',
  'content-security-policy',
  'vary',
  'connection',
  'date',
])

type Slot<T> = {
  /** Until then the copy is sent as it is; after it, it is still sent while the next is made. */
  freshUntil: number
  /** The copy as last made (null: nothing to share), once one has been made. */
  copy?: T | null
  /** The copy being made. */
  making?: Promise<T | null>
}

/**
 * Copies of things that take a while to make, by key, each made by one maker at a time. A
 * copy past `ttlMs` (by less than another `ttlMs`) is still handed out while the next one is
 * made in the background (`stale`); a key seen for the first time, or whose copy is older,
 * waits for its copy (`miss`), and callers asking meanwhile wait for the same one. Keys
 * nobody asked for during a whole `ttlMs` are dropped.
 */
export function createCopies<T>({ ttlMs, onError, now = Date.now }: { ttlMs: number; onError: (error: unknown, key: string) => void; now?: () => number }) {
  const slots = new Map<string, Slot<T>>()

  function make(key: string, slot: Slot<T>, maker: (waiting: boolean) => Promise<T | null>, waiting: boolean): Promise<T | null> {
    const making = maker(waiting)
      .catch((error: unknown) => {
        onError(error, key)
        // Could not be made again: the last copy, if any, is better than none.
        return slot.copy ?? null
      })
      .then((copy) => {
        slot.copy = copy
        slot.freshUntil = now() + ttlMs
        slot.making = undefined
        return copy
      })
    slot.making = making
    return making
  }

  return {
    /** `maker(waiting)`: `waiting` tells that someone waits for this copy. */
    lookup(key: string, maker: (waiting: boolean) => Promise<T | null>): { copy: T | null | Promise<T | null>; state: 'hit' | 'stale' | 'miss' } {
      const at = now()
      const slot = slots.get(key)
      if (slot) {
        if (slot.copy !== undefined && slot.freshUntil > at) return { copy: slot.copy, state: 'hit' }
        // Past its time for less than another `ttlMs`: content is at most two of them old.
        if (slot.copy && slot.freshUntil > at - ttlMs) {
          if (!slot.making) void make(key, slot, maker, false)
          return { copy: slot.copy, state: 'stale' }
        }
        if (slot.making) return { copy: slot.making, state: 'miss' }
      }
      for (const [k, s] of slots) if (!s.making && s.freshUntil <= at - ttlMs) slots.delete(k)
      const fresh: Slot<T> = { freshUntil: 0 }
      slots.set(key, fresh)
      return { copy: make(key, fresh, maker, true), state: 'miss' }
    },
    /** Forgets the copies whose key `which` picks: the next caller for each waits for a new one. */
    forget(which: (key: string) => boolean) {
      for (const key of slots.keys()) if (which(key)) slots.delete(key)
    },
  }
}
