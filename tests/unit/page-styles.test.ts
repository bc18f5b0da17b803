import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BEHIND_A_LOADER, firstScreenParts, restOfSheet, restOfSheetHref } from '~/styles/page-styles.server'

const routesDir = path.resolve('app/routes')
const context = { loaders: true, toast: false, languageOffer: false, devanagari: false, error: false }

describe("the loader's styles inside a document", () => {
  it('go with exactly the pages drawn behind a page loader', () => {
    const behind = fs
      .readdirSync(routesDir)
      .filter((file) => /^[^.]+\.tsx$/.test(file) && /<PageShell[^>]*\bloader=\{/.test(fs.readFileSync(path.join(routesDir, file), 'utf8')))
      .map((file) => `routes/${file.replace(/\.tsx$/, '')}`)
      .sort()
    expect(behind.length).toBeGreaterThanOrEqual(8)
    expect([...BEHIND_A_LOADER].sort()).toEqual(behind)
  })

  it('are in the home page and a section page, and not in /login, nor anywhere with the loaders off', () => {
    const has = (routeId: string, loaders = true) => firstScreenParts({ ...context, loaders, routeIds: ['root', routeId] }).includes('loadingScreen')
    expect(has('routes/home')).toBe(true)
    expect(has('routes/services-nav')).toBe(true)
    expect(has('routes/login')).toBe(false)
    expect(has('routes/home', false)).toBe(false)
    // The standalone loading page is the loader itself, loaders on or off.
    expect(has('routes/loading-page', false)).toBe(true)
  })
})

describe('the rest of the stylesheet', () => {
  const pages = ['routes/home', 'routes/about-nav', 'routes/login', 'routes/trip', 'routes/admin-panel', 'routes/no-such-page']

  it('has an address for every page, that the server answers', () => {
    const addresses = new Set<string>()
    for (const routeId of pages)
      for (const devanagari of [false, true]) {
        const href = restOfSheetHref(firstScreenParts({ ...context, devanagari, routeIds: ['root', routeId] }))
        expect(href).toMatch(/^\/assets\/rest-[0-9a-z]+-[0-9a-f]{10}\.css$/)
        expect(restOfSheet(href), href).toBeTypeOf('string')
        addresses.add(href)
      }
    // A page's own parts name its rest: pages with other parts link other sheets (an unknown
    // page carries the Devanagari rules in either language).
    expect(addresses.size).toBe(pages.length * 2 - 1)
  })

  it('is no file for an address no page of this release names', () => {
    const href = restOfSheetHref(firstScreenParts({ ...context, routeIds: ['root', 'routes/about-nav'] }))
    const release = href.split('-').at(-1)!
    for (const made of [
      `/assets/rest-0-${release}`, // no parts at all: every page has the base styles
      `/assets/rest-zzzzz-${release}`,
      href.replace(/rest-\w+-/, 'rest-1-'),
      `/assets/rest-1fi9-0123456789.css`,
      href.replace('.css', '.js'),
      `${href}x`,
      '/assets/rest-.css',
      '/assets/all.css',
    ])
      expect(restOfSheet(made), made).toBeUndefined()
  })
})
