import type { Page, Route } from '@playwright/test'
import { AUDITED_PAGES, OTHER_PUBLIC_PAGES, ownerPanelPages } from '../../bench/lib/audited-pages'
import { signInNewTraveller } from '../support/auth'
import { bookOverApi } from '../support/booking'
import { hydrated } from '../support/hydration'
import { expect, test } from './fixtures'

/*
 * Each page carries only its first screen's styles; the rest of the sheet (app/styles/all.css
 * but those) follows the first paint (app/styles/page-styles.server.ts). A visitor must not see the
 * first screen change when it arrives: a part missing from a page's share would show as an
 * unstyled or shifting first screen on a slow network.
 */

const PAGES = [...AUDITED_PAGES, ...OTHER_PUBLIC_PAGES]
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]
const SHEET_AFTER_PAINT = /\/assets\/rest-[\w-]+\.css$/

type Look = Record<string, string>

/** Box and computed style of every element the first screen shows, keyed by its path. */
function firstScreen(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const look: Record<string, string> = {}
    const pathOf = (el: Element): string => {
      const parent = el.parentElement
      if (!parent) return el.tagName
      return `${pathOf(parent)}>${el.tagName}${Array.prototype.indexOf.call(parent.children, el)}`
    }
    for (const el of document.body.querySelectorAll('*')) {
      // The owner's panel says so when another test's booking or sign-up lands meanwhile: a
      // notice that floats over the page, moving nothing, and comes and goes on its own.
      if (el.closest('.admin-live')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue
      // A box that runs past the first screen (main, a section) may grow below it: only its visible part counts.
      const runsOn = box.bottom > innerHeight
      const height = Math.round(Math.min(box.bottom, innerHeight) - box.top)
      const style = getComputedStyle(el)
      // A box with no text, no picture and nothing painted of its own cannot be seen (the
      // toasts' live region, waiting at the bottom of the screen for a message).
      const paintsNothing =
        !(el as HTMLElement).innerText?.trim() &&
        !el.querySelector('img, svg') &&
        style.backgroundColor === 'rgba(0, 0, 0, 0)' &&
        style.backgroundImage === 'none' &&
        style.borderStyle === 'none' &&
        style.boxShadow === 'none'
      if (paintsNothing) continue
      const props = Array.from(style)
        .filter((name) => !(runsOn && ['height', 'block-size', 'perspective-origin', 'transform-origin'].includes(name)))
        // Not seen themselves: custom properties show through the properties that use them, and a
        // waiting section's placeholder size and skipping (later.css) through its box and what
        // it draws, both compared. Where the hero ends short of the screen (the machine's fonts),
        // the top of the first waiting section is in the first screen.
        .filter((name) => !name.startsWith('--') && !name.startsWith('contain-intrinsic-') && name !== 'content-visibility')
        .map((name) => `${name}:${style.getPropertyValue(name)}`)
      // What an element paints of its own (its text, a picture, a background, a border), and
      // whether it is drawn or still skipped: a skipped section that starts being drawn inside
      // the first screen is a change a visitor sees.
      const ownText = Array.from(el.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
      const paintsOwn =
        ownText ||
        el.matches('img, svg') ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        style.borderStyle !== 'none' ||
        style.boxShadow !== 'none'
      if (paintsOwn) props.unshift(`drawn:${el.checkVisibility({ contentVisibilityAuto: true })}`)
      look[pathOf(el)] = `${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)},${height} ${props.join(';')}`
    }
    return look
  })
}

function differences(before: Look, after: Look): string[] {
  const out: string[] = []
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key]
    const b = after[key]
    if (a === b) continue
    if (a === undefined || b === undefined) {
      out.push(`${key}: ${a === undefined ? 'appears' : 'disappears'}`)
      continue
    }
    const [boxA, propsA = ''] = a.split(/ (.*)/s)
    const [boxB, propsB = ''] = b.split(/ (.*)/s)
    const changed = propsA.split(';').filter((p, i) => p !== propsB.split(';')[i])
    out.push(`${key}: ${boxA !== boxB ? `box ${boxA} -> ${boxB} ` : ''}${changed.slice(0, 4).join('; ')}`)
  }
  return out
}

/**
 * Opens `path` with the rest of the sheet held back, and compares its first screen before and after it.
 * `ownSheets`: stylesheets the page's routes link, which its first paint waits for.
 */
async function expectSameFirstScreen(page: Page, path: string, ownSheets?: RegExp) {
  let held: Route | undefined
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(SHEET_AFTER_PAINT, async (route) => {
    held = route
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  // The boot script asks for the sheet after the first paint; it is held here.
  await expect.poll(() => held !== undefined).toBe(true)
  // Hydration does not wait for the sheet; what it draws (the toasts' region) is compared too.
  await hydrated(page, '.skip-link')
  expect(await page.evaluate(() => (document.querySelector('link[data-yatri-all]') as HTMLLinkElement).sheet)).toBeNull()
  // Nothing else may style the page before the sheet: a linked stylesheet would block the first paint.
  const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]:not([data-yatri-all])')].map((l) => l.href))
  expect(linked.filter((href) => !ownSheets?.test(href))).toEqual([])
  const before = await firstScreen(page)
  expect(Object.keys(before).length).toBeGreaterThan(10)

  release()
  await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-yatri-all]')?.sheet != null)
  const after = await firstScreen(page)
  expect(differences(before, after)).toEqual([])
}

// Once the service worker controls a page it answers the rest of the sheet itself, out of
// sight of the page's route that holds the sheet back here; the page's styles are compared,
// not the worker, which tests/e2e/offline.spec.ts covers.
test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' })

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })
    for (const path of PAGES) {
      test(`${path}: the first screen looks the same before and after the rest of the stylesheet`, async ({ page }) => {
        await expectSameFirstScreen(page, path)
      })
    }

    test("a traveller's personal account: the first screen looks the same before and after the rest of the stylesheet", async ({ page, traveller }) => {
      await expectSameFirstScreen(page, '/personal-info')
      // The account itself, not the login page it sends a visitor without a session to.
      await expect(page.getByRole('heading', { level: 1, name: 'PERSONAL ACCOUNT' })).toBeVisible()
      await expect(page.getByText(traveller.name, { exact: true }).first()).toBeVisible()
    })

    test("a traveller's feedback form: the first screen looks the same before and after the rest of the stylesheet", async ({ page, traveller }) => {
      await expectSameFirstScreen(page, '/feedback')
      // The form itself, not the signed-out panel that /feedback shows a visitor.
      await expect(page.getByText(`Namaste ${traveller.name}!`)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
    })

    test("a traveller's Booking History and trip page: the first screen looks the same before and after the rest of the stylesheet", async ({
      page,
      traveller,
      baseURL,
    }) => {
      const booked = await bookOverApi(page.request, baseURL, { name: traveller.name })
      expect(booked.status()).toBe(201)
      const { booking } = (await booked.json()) as { booking: { reference: string } }
      await expectSameFirstScreen(page, '/booking-history')
      await page.unrouteAll()
      await expectSameFirstScreen(page, `/booking-history/${booking.reference}`)
    })

    test("the owner's panel: the first screen of each page looks the same before and after the rest of the stylesheet", async ({
      page,
      owner,
      browser,
      baseURL,
    }) => {
      // A booking of a traveller's, so that the views, the calendar and the booking's own page have rows to draw.
      const other = await browser.newContext({ baseURL })
      const traveller = await signInNewTraveller(other, baseURL)
      const booked = await bookOverApi(other.request, baseURL, { name: traveller.name })
      expect(booked.status()).toBe(201)
      const { booking } = (await booked.json()) as { booking: { reference: string } }
      await other.close()
      const paths = ownerPanelPages(booking.reference)
      for (const path of paths) {
        await page.unrouteAll()
        // The panel's live stream reloads a view when it connects and on every booking: another
        // test's booking landing between the two looks would add a row, which is no change of
        // style. Without the stream the panel shows what its document drew.
        await page.route('**/admin-panel/events', (route) => route.abort())
        await expectSameFirstScreen(page, path, /\/assets\/admin[\w-]*\.css$/)
        // The panel itself, not the login page it sends anyone else to.
        expect(new URL(page.url()).pathname).toBe(path.split('?')[0])
      }
      await page.goto('/admin-panel?view=upcoming')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${owner.name}`)
      await expect(page.getByRole('cell', { name: traveller.name }).first()).toBeVisible()
    })
  })
}

test('a page reached by a link is fully styled, though its document styled another page', async ({ page }) => {
  await page.goto('/aboutNav')
  await hydrated(page, '.site-nav a[href="/servicesNav"]')
  await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-yatri-all]')?.sheet != null)
  await page.locator('.site-nav a[href="/servicesNav"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible()
  // services.css is not part of /aboutNav's own styles.
  await expect(page.locator('.services__list')).toHaveCSS('display', 'grid')
})

test('a page read without JavaScript gets the whole stylesheet', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  // The home page's own styles stop at the hero; the contact section below it is styled by the whole sheet.
  await expect(page.locator('.contact-section__grid')).toHaveCSS('display', 'grid')
  await context.close()
})
