import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BEHIND_A_LOADER, firstScreenParts } from '~/styles/page-styles.server'

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
