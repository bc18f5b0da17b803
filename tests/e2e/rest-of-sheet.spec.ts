import type { Page } from '@playwright/test'
import { AUDITED_PAGES, OTHER_PUBLIC_PAGES } from '../../bench/lib/audited-pages'
import { hydrated } from '../support/hydration'
import { expect, test } from './fixtures'

/*
 * After the first paint a page links the rest of the stylesheet: the rules of app/styles/all.css
 * that its document does not carry (app/styles/page-styles.server.ts, restOfSheet). Its own
 * parts then come before rules that all.css has before them, so a rule of the rest could win
 * where all.css would have it lose. Every element must end with the style all.css gives it.
 */

const PAGES = [...AUDITED_PAGES, '/mr', '/hi/servicesNav', ...OTHER_PUBLIC_PAGES]

type Styles = Map<string, string>

const LAID_OUT = /^(width|height|block-size|inline-size|top|bottom|left|right|inset-.*|perspective-origin|transform-origin|grid-template-(rows|columns))$/

/**
 * Every element's computed style, by its place in the page. Sizes, offsets and grid tracks come
 * back as laid out, and the home page's tours and reviews may draw themselves between two looks:
 * those follow from the rest (a margin or a padding changed shows in its own property).
 */
async function styles(page: Page): Promise<Styles> {
  const entries = await page.evaluate((laidOut) => {
    const skip = new RegExp(laidOut)
    const pathOf = (el: Element): string => {
      const parent = el.parentElement
      return parent ? `${pathOf(parent)}>${el.tagName}${Array.prototype.indexOf.call(parent.children, el)}` : el.tagName
    }
    return [...document.body.querySelectorAll('*')].map((el): [string, string] => {
      const style = getComputedStyle(el)
      return [
        pathOf(el),
        Array.from(style)
          .filter((name) => !skip.test(name))
          .map((name) => `${name}:${style.getPropertyValue(name)}`)
          .join(';'),
      ]
    })
  }, LAID_OUT.source)
  return new Map(entries)
}

function differences(rest: Styles, whole: Styles): string[] {
  const out: string[] = []
  for (const [key, a] of rest) {
    const b = whole.get(key)
    if (b === undefined || a === b) continue
    const propsB = b.split(';')
    out.push(
      `${key}: ${a
        .split(';')
        .filter((p, i) => p !== propsB[i])
        .slice(0, 4)
        .join('; ')}`,
    )
  }
  return out
}

test.use({ reducedMotion: 'reduce' })

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of PAGES) {
      test(`${path}: every element is styled as the whole sheet styles it`, async ({ page }) => {
        await page.goto(path)
        await hydrated(page, '.skip-link')
        const link = page.locator('link[data-yatri-all]')
        await expect(link).toHaveAttribute('href', /^\/assets\/rest-[\w-]+\.css$/)
        await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-yatri-all]')?.sheet != null)
        // Each lower section of the home page and the footer drawn, as after a scroll, so that
        // their styles count too. Chromium keeps what it last worked out for a subtree it skipped
        // (content-visibility), and getComputedStyle can report it: a value inherited from before
        // the rest arrived, the page's ink in place of the footer's colour on the footer's lists
        // (/mr at 375 px, 1 run in 20 on a loaded machine), and, with the sections drawn and two
        // frames let by, on one span still (2 in 60). A reader scrolled there sees the footer's
        // colours (looked at in 30 runs). What is compared is what the cascade gives, so each
        // section is laid out afresh: out of the page and back, its styles worked out anew.
        await page.evaluate(() => {
          document.documentElement.classList.add('shown', 'drawn')
          for (const section of document.querySelectorAll<HTMLElement>('.later, .site-footer')) {
            section.style.contentVisibility = 'visible'
            section.style.display = 'none'
            void section.offsetHeight
            section.style.display = ''
          }
          return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        })
        const withRest = await styles(page)
        expect(withRest.size).toBeGreaterThan(50)

        // None of the page's own rules comes again in the rest: that is what spares the browser
        // a second look at every element.
        const repeated = await page.evaluate(() => {
          const own = new Set([...(document.getElementById('yatri-styles') as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText))
          return [...document.querySelector<HTMLLinkElement>('link[data-yatri-all]')!.sheet!.cssRules]
            .map((rule) => rule.cssText)
            .filter((text) => own.has(text) && !text.startsWith('@keyframes'))
        })
        expect(repeated).toEqual([])

        // The sheet the page falls back on, named by the boot script's data (gone once React has hydrated).
        const whole = /data-whole="([^"]+)"/.exec(await (await page.request.get(path)).text())?.[1]
        expect(whole).toMatch(/^\/assets\/all-[\w-]+\.css$/)
        await page.evaluate(
          (href) =>
            new Promise((resolve, reject) => {
              const sheet = document.querySelector<HTMLLinkElement>('link[data-yatri-all]')!
              sheet.onload = resolve
              sheet.onerror = reject
              sheet.href = href
            }),
          whole!,
        )
        expect(differences(withRest, await styles(page))).toEqual([])
      })
    }
  })
}

test('a page whose rest of the stylesheet cannot be had gets the whole sheet', async ({ page }) => {
  await page.route(/\/assets\/rest-[\w-]+\.css$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  await page.goto('/aboutNav')
  await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-yatri-all]')?.sheet != null)
  await expect(page.locator('link[data-yatri-all]')).toHaveAttribute('href', /^\/assets\/all-[\w-]+\.css$/)
  // services.css is in neither /aboutNav's own styles nor anything else it has.
  await hydrated(page, '.site-nav a[href="/servicesNav"]')
  await page.locator('.site-nav a[href="/servicesNav"]').click()
  await expect(page.locator('.services__list')).toHaveCSS('display', 'grid')
})
