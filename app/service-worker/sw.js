/* global __PRECACHE__, __SHARED_LINK_TAG__ */
// Yatri's service worker (docs/product.md §Offline; why hand-written: docs/decisions/0015-offline.md).
// scripts/build-sw.mjs writes it to build/client/sw.js with VERSION, PRECACHE and SHARED_LINK_TAG filled in.
const VERSION = '__VERSION__'
const PRECACHE = __PRECACHE__
// Tags a link picks up when shared or advertised (utm_…, fbclid…; server/shared-link-tags.json).
// A page is saved and looked up without them: opened from a WhatsApp link and later from the
// home screen, offline, it is the same page.
const SHARED_LINK_TAG = __SHARED_LINK_TAG__
const SHELL = `shell-${VERSION}`
// Pages and route data as fetched with the current session: the signed-in traveller's own,
// or a visitor's. Emptied whenever the session changes, so nobody sees another's pages.
const PAGES = 'pages'
const SESSION_KEY = '/__session'
// Files the same for everyone and never changed under one address, kept apart from the
// session's pages as they are first fetched: a Hindi or Marathi page's messages
// (/i18n/{version}/…), so that a saved page hydrates offline, and the rest of the stylesheet
// each page links after its first paint (/assets/rest-…), so that offline it restyles only
// what its own styles left out, not every element as the whole sheet would.
const KEPT = 'kept'
// The same store's name in releases before it also held stylesheets.
const KEPT_BEFORE = 'messages'
const KEPT_ON_USE = /^\/(?:i18n\/|assets\/rest-)/
// The offline page in the language of the page asked for (its /hi/ or /mr/ prefix).
const OFFLINE = '/offline'
const offlineOf = (url) => {
  const prefix = /^\/(hi|mr)(?=$|[/?#])/.exec(new URL(url).pathname)
  return prefix ? `/${prefix[1]}${OFFLINE}` : OFFLINE
}
// A mountain road's network often answers late rather than not at all; after this the saved
// copy is shown, and a late answer still refreshes it.
const TIMEOUT_MS = 3000
// Owner pages, owner data, live streams and sign-in calls are never stored, in any language
// (pages also live under /hi/ and /mr/).
const NEVER = /^\/(?:(?:hi|mr)\/)?(?:admin-panel(?:[/.]|$)|api\/|reviews\/events|booking-history\/events|logout|sw\.js)/
// Posting here may sign someone in or out: what was saved for the old session goes first.
const AUTH = /^\/(?:(?:hi|mr)\/)?(?:login|register|logout|personal-info|api\/auth\/)/

const shell = new Set(PRECACHE)

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  )
})

// A new release takes over at once and drops the old release's files: an old page asking
// for a file that is gone gets the server's answer, never a stale copy.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => (key.startsWith('shell-') && key !== SHELL) || key === KEPT || key === KEPT_BEFORE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('message', (event) => {
  if (event.data === 'clear-pages') event.waitUntil(clearPages())
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.method !== 'GET') {
    if (AUTH.test(url.pathname)) event.waitUntil(clearPages())
    return
  }
  if (NEVER.test(url.pathname)) {
    // Not saved, but a page that cannot load still gets the offline page with the phone.
    if (request.mode === 'navigate') event.respondWith(fetch(request).catch(() => offlinePage(request)))
    return
  }
  if (shell.has(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName: SHELL }).then((hit) => hit ?? fetch(request)))
    return
  }
  if (KEPT_ON_USE.test(url.pathname)) {
    event.respondWith(keptOnUse(url.href))
    return
  }
  if (request.mode === 'navigate' || url.pathname.endsWith('.data')) event.respondWith(networkFirst(event, request))
})

// Pages are saved one at a time. Two saves at once that each found a new session each emptied
// the store, and the second threw away the page the first had just saved.
let saving = Promise.resolve()
const inTurn = (step) => (saving = saving.then(step).catch(() => undefined))

function networkFirst(event, request) {
  const sent = Date.now()
  const network = fetch(request).then(async (response) => {
    const copy = response.clone()
    // A page that could not be saved is still the network's answer.
    const messages = await inTurn(() => save(request, copy, sent))
    // The page asks for its messages only at its first paint; a phone that loses the network
    // before then would keep a saved page that cannot hydrate offline.
    if (messages) event.waitUntil(keptOnUse(new URL(messages, request.url).href).catch(() => undefined))
    return response
  })
  event.waitUntil(network.catch(() => undefined))
  const saved = () => caches.open(PAGES).then((cache) => cache.match(savedAs(request), { ignoreVary: true }))
  return new Promise((resolve) => {
    let answered = false
    const answer = (response) => {
      if (answered) return
      answered = true
      clearTimeout(timer)
      resolve(response)
    }
    const timer = setTimeout(() => saved().then((hit) => hit && answer(marked(request, hit))), TIMEOUT_MS)
    network.then(answer, async () => {
      const hit = await saved()
      if (hit) answer(marked(request, hit))
      else if (request.mode === 'navigate') answer(await offlinePage(request))
      else answer(Response.error())
    })
  })
}

// One download of a file that the page and the saving of the page ask for at once.
const keeping = new Map()
async function keptOnUse(url) {
  const cache = await caches.open(KEPT)
  const hit = await cache.match(url)
  if (hit) return hit
  let kept = keeping.get(url)
  if (!kept) {
    kept = fetch(url)
      .then((response) => (response.ok ? cache.put(url, response.clone()).then(() => response) : response))
      .finally(() => keeping.delete(url))
    keeping.set(url, kept)
  }
  return (await kept).clone()
}

async function offlinePage(request) {
  return (await caches.match(offlineOf(request.url), { cacheName: SHELL })) ?? (await caches.match(OFFLINE, { cacheName: SHELL })) ?? Response.error()
}

/**
 * The store's session is kept with the time it began: the sending time of the first request
 * answered for it, or of a sign-in or sign-out. An answer to a request sent before that is
 * from the session before, arriving late (a page's data asked for just before a sign-out): it
 * is not saved, nor may it empty the store of the session that followed.
 */
async function startSession(cache, session, since) {
  await cache.put(SESSION_KEY, new Response(session, { headers: { 'X-Yatri-Since': String(since) } }))
}

function clearPages() {
  const since = Date.now()
  return inTurn(async () => {
    await caches.delete(PAGES)
    // No session answers with this one: the next page saved starts its own.
    await startSession(await caches.open(PAGES), '\u0000', since)
  })
}

async function save(request, response, sent) {
  // A redirect reaches a navigation as an opaque answer without headers: nothing to learn.
  if (response.type === 'opaqueredirect') return
  const session = response.headers.get('X-Yatri-Session') ?? ''
  let cache = await caches.open(PAGES)
  const known = await cache.match(SESSION_KEY)
  if (!known || (await known.text()) !== session) {
    if (known && sent < Number(known.headers.get('X-Yatri-Since') ?? 0)) return
    await caches.delete(PAGES)
    cache = await caches.open(PAGES)
    await startSession(cache, session, sent)
  }
  if (response.status !== 200) return
  const headers = new Headers(response.headers)
  headers.set('X-Yatri-Saved', new Date().toISOString())
  const body = await response.blob()
  await cache.put(savedAs(request), new Response(body, { status: 200, statusText: response.statusText, headers }))
  // A Hindi or Marathi page names its messages' file: the address of the file to keep with it.
  if (request.mode === 'navigate') return /<meta name="yatri-messages" content="([^"]+)"/.exec(await body.text())?.[1]
}

/** The address a page is saved under: its own, less any shared-link tags when they are all its query has. */
function savedAs(request) {
  const url = new URL(request.url)
  if (!url.search || request.mode !== 'navigate') return request
  if (![...url.searchParams.keys()].every((name) => SHARED_LINK_TAG.test(name))) return request
  return url.origin + url.pathname
}

// A page from the saved copy says when it was fetched; the trip pages show it as
// "Last updated {time}" (app/components/last-updated.tsx).
async function marked(request, response) {
  if (request.mode !== 'navigate') return response
  const html = (await response.text()).replace('</head>', `<meta name="yatri-saved" content="${response.headers.get('X-Yatri-Saved')}"></head>`)
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
}
