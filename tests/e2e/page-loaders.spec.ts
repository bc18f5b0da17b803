import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startApp, type AppProcess } from '../support/app-process'
import { freePort } from '../support/free-port'

// The shared e2e servers run with LOADERS=off; this file starts its own server with the
// loaders on (docs/product.md §Loaders: home 2 s, the section pages 1 s), on the embedded database.
test.describe.configure({ mode: 'serial' })

let app: AppProcess
let dataDir: string

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-loaders-'))
  const port = await freePort()
  app = await startApp({ port, env: { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOADERS: 'on', DATABASE_URL: undefined } })
})

test.afterAll(async () => {
  await app?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const LOADED_PAGES: Array<[string, 1000 | 2000]> = [
  ['/', 2000],
  ['/carlist', 1000],
  ['/contact', 1000],
  ['/about', 1000],
  ['/servicesNav', 1000],
  ['/contactNav', 1000],
  ['/aboutNav', 1000],
  ['/carlistNav', 1000],
]

test('each page has the loader of the product with the real content server-rendered under it', async ({ request }) => {
  for (const [pathname, ms] of LOADED_PAGES) {
    const html = await (await request.get(`${app.baseURL}${pathname}`)).text()
    expect(html, pathname).toContain(`page-loader page-loader--${ms}`)
    expect(html, pathname).toContain('Finding the best rides for you...')
    expect(html, pathname).toMatch(/AVAILABLE CARS|Our Services|Get In Touch|Who We Are/)
  }
  for (const pathname of ['/reviews', '/terms', '/privacy', '/NavComponent']) {
    const html = await (await request.get(`${app.baseURL}${pathname}`)).text()
    expect(html, pathname).not.toContain('data-testid="page-loader"')
  }
})

/**
 * One spell of the overlay on screen: the first frame that showed it, the last frame that
 * showed it and the first frame without it. It went away between `lastSeen` and `gone`.
 */
type LoaderSpell = { shown: number; lastSeen: number; gone?: number; withText: boolean }

/**
 * Records, inside the page and frame by frame, each spell the loader overlay is on screen.
 * Checks from the test's side would depend on when its polls run: on a busy machine the
 * page's main thread can hold them back past an overlay of one or two seconds. The browser
 * can also stop drawing frames for seconds on a busy machine (a CI run once saw a one-second
 * overlay "last" 7.5 s that way), so a spell keeps the last frame that still showed the
 * overlay as well as the first that did not: an upper bound holds the former to it, a lower
 * bound the latter, and a pause in drawing makes neither fail.
 */
async function watchLoader(page: Page) {
  await page.addInitScript(() => {
    const spells: Array<{ shown: number; lastSeen: number; gone?: number; withText: boolean }> = []
    ;(window as unknown as { loaderSpells: typeof spells }).loaderSpells = spells
    const watch = (now: number) => {
      const el = document.querySelector('[data-testid="page-loader"]')
      const visible = !!el && getComputedStyle(el).visibility !== 'hidden'
      const current = spells[spells.length - 1]
      if (visible && (!current || current.gone !== undefined)) spells.push({ shown: now, lastSeen: now, withText: false })
      const open = spells[spells.length - 1]
      if (visible && open) open.lastSeen = now
      // The page may still be arriving in the first frames: the text counts once it is there.
      if (visible && open && el.textContent?.includes('Finding the best rides for you...')) open.withText = true
      if (!visible && open && open.gone === undefined) open.gone = now
      requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  })
  return {
    /** The spells so far, once `count` of them have ended. */
    ended: async (count: number): Promise<LoaderSpell[]> => {
      await page.waitForFunction(
        (n) => (window as unknown as { loaderSpells: LoaderSpell[] }).loaderSpells.filter((s) => s.gone !== undefined).length >= n,
        count,
        { timeout: 10_000 },
      )
      return page.evaluate(() => (window as unknown as { loaderSpells: LoaderSpell[] }).loaderSpells)
    },
  }
}

test('the home loader covers the page for about two seconds, then gets out of the way', async ({ page }) => {
  const loader = await watchLoader(page)
  await page.goto(`${app.baseURL}/`, { waitUntil: 'commit' })
  const [spell] = await loader.ended(1)
  expect(spell!.withText).toBe(true)
  expect(spell!.gone! - spell!.shown).toBeGreaterThan(1800)
  expect(spell!.lastSeen - spell!.shown).toBeLessThan(5000)
  await expect(page.getByTestId('page-loader')).toBeHidden()
  await page.getByRole('button', { name: 'Book Your Car' }).click({ trial: true })
})

test('a section page loader lasts about one second', async ({ page }) => {
  const loader = await watchLoader(page)
  await page.goto(`${app.baseURL}/servicesNav`, { waitUntil: 'commit' })
  const [spell] = await loader.ended(1)
  expect(spell!.withText).toBe(true)
  expect(spell!.gone! - spell!.shown).toBeGreaterThan(800)
  expect(spell!.lastSeen - spell!.shown).toBeLessThan(4000)
  await expect(page.getByTestId('page-loader')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
})

test('client-side navigation to a section shows its loader again', async ({ page }) => {
  const loader = await watchLoader(page)
  await page.goto(`${app.baseURL}/NavComponent`)
  await expect(page.getByTestId('page-loader')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CARS', exact: true }).click()
  const spells = await loader.ended(1)
  expect(spells).toHaveLength(1)
  expect(spells[0]!.gone! - spells[0]!.shown).toBeGreaterThan(800)
  expect(spells[0]!.lastSeen - spells[0]!.shown).toBeLessThan(4000)
  await expect(page.getByTestId('page-loader')).toBeHidden()
  await expect(page.getByTestId('car-card')).toHaveCount(6)
})

// The loader shows while the page loads and hydrates. Moving parts drawn inside one SVG are
// repainted on the main thread each frame (about 70 paints a second, 80–100 ms of its time on
// our machines); transforms and opacity of a layer of their own the compositor runs alone.
test('the loader moves only what the compositor can move without the page', async ({ page }) => {
  type Look = {
    shown: boolean
    animations: Array<{ name: string; insideSvg: boolean; properties: string[]; iterationMs: number }>
    widths: { scene: number; strips: number[] }
  }
  // The overlay fades by CSS 2 s into its life and goes with the loader's own timer 2 s after
  // hydration. On a loaded machine the page's main thread, busy parsing and hydrating, held back
  // every look from the test's side past the one and, once, past the other: the loader came and
  // went unseen. So the page itself takes the look, when its document has been parsed, and its
  // animations run at a tenth of their speed, which leaves their timings (what is checked) as
  // they are and the overlay on screen until the page has looked.
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Animation.enable')
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.1 })
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const scene = document.querySelector('[data-testid="page-loader"] .loader-scene')
      if (!scene) return
      const sceneWidth = scene.getBoundingClientRect().width
      const look: Look = {
        shown: scene.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && sceneWidth > 0,
        animations: document
          .getAnimations()
          .filter((animation) => ((animation.effect as KeyframeEffect).target as Element).closest('.page-loader'))
          .map((animation) => {
            const effect = animation.effect as KeyframeEffect
            const target = effect.target as Element
            const properties = new Set(
              effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key))),
            )
            return {
              name: (animation as CSSAnimation).animationName,
              insideSvg: target instanceof SVGElement && target.ownerSVGElement !== null,
              properties: [...properties],
              iterationMs: Number(effect.getComputedTiming().duration),
            }
          }),
        // The hill and road strips are two periods wide, so sliding by one never shows their end.
        widths: {
          scene: sceneWidth,
          strips: [...scene.querySelectorAll('.loader-scene__far, .loader-scene__hills, .loader-scene__dashes')].map(
            (strip) => strip.getBoundingClientRect().width,
          ),
        },
      }
      ;(window as unknown as { loaderLook: Look }).loaderLook = look
    })
  })
  await page.goto(`${app.baseURL}/`)
  const look = await page.evaluate(() => (window as unknown as { loaderLook?: Look }).loaderLook)
  expect(look, 'the home page opens behind its loader').toBeDefined()
  const { shown, animations, widths } = look!
  expect(shown, 'the loader was on screen').toBe(true)
  const moving = animations.filter((a) => a.name.startsWith('loader-'))
  expect(moving.length).toBeGreaterThanOrEqual(7)
  // An iteration's end is an event that makes the main thread draw a frame once React listens
  // for animation events: none may end while the loader shows (at most 2 s after hydration).
  for (const animation of moving) expect(animation.iterationMs, animation.name).toBeGreaterThanOrEqual(10_000)
  expect(widths.strips).toHaveLength(3)
  for (const width of widths.strips) expect(width).toBeCloseTo(2 * widths.scene, 0)
  for (const animation of animations) {
    expect(animation.insideSvg, animation.name).toBe(false)
    // visibility only ends the overlay's fade, once.
    for (const property of animation.properties) expect(['transform', 'opacity', 'visibility'], `${animation.name}: ${property}`).toContain(property)
  }
})
