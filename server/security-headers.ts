import type { RequestHandler } from 'express'
import { PUBLIC_PATHS } from '../app/domain/seo'
import { stripLang } from '../app/i18n/languages'

/**
 * Helmet's settings for pages and the bookings API alike, the CSP apart. Headers that only
 * old browsers read are left out (DNS prefetch, IE's download and XSS filter switches,
 * Flash's cross-domain policy, and X-Frame-Options, which the CSP's frame-ancestors 'none'
 * supersedes in every browser that reads CSP): each page's headers travel in its first round
 * trip, and they cost about 150 bytes of the 14.6 kB a new connection carries in it; the home
 * page's document fills that round trip with about 100 bytes to spare.
 */
export function sharedHeaders(secureCookies: boolean) {
  return {
    strictTransportSecurity: secureCookies ? { maxAge: 31536000, includeSubDomains: true } : (false as const),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    crossOriginEmbedderPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: false,
    // Sent by openerPolicy() below, on the responses that need it.
    crossOriginOpenerPolicy: false,
  }
}

/** The brochure pages, in every language, and the bench's floor page, which stands for them. */
const OPEN_PAGES = new Set([...PUBLIC_PATHS.filter((p) => p !== '/login' && p !== '/register'), '/bench-floor.html'])
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?yatri\.session_token=([^;]+)/

/** The session token a request's cookies carry (on https with the __Secure- prefix), if any. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  return SESSION_COOKIE.exec(cookieHeader ?? '')?.[1]
}

/**
 * `Cross-Origin-Opener-Policy: same-origin` on every response but a public brochure page (the
 * home page, cars, services, about, contact, reviews, terms, privacy) sent to a visitor who is
 * not signed in. The policy cuts a page off from the window that opened it and, on Android,
 * gives it a renderer process of its own. That protects what a page holds: a password being
 * typed, a traveller's bookings and Aadhaar number, the owner's panel. A brochure page drawn for
 * nobody in particular (the page cache sends everyone the same bytes) holds none of that, but
 * for its sign-in dialog, a weaker case that docs/decisions/0021-opener-policy.md weighs. The
 * isolation has a price that falls on exactly those pages: in Lighthouse's load at a phone's
 * speed, the page with the policy starts in a cold renderer, its navigation commits more
 * slowly and more of its later tasks cross the 10 ms that count as blocking
 * (docs/performance-history.md, 2026-12-04: the home page's total blocking time 125 → 47 ms at
 * 8.2×, 451 → 226 ms at 16.4×, the same build with and without it). A visitor who signed in
 * keeps the policy on every page, since those pages carry their name and their account.
 */
export function openerPolicy(): RequestHandler {
  return (req, res, next) => {
    const open = (req.method === 'GET' || req.method === 'HEAD') && OPEN_PAGES.has(stripLang(req.path)) && !sessionToken(req.headers.cookie)
    if (!open) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    next()
  }
}
