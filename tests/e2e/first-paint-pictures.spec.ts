import { expect, test } from '@playwright/test'
import { cars } from '../../app/catalog/cars'
import { services } from '../../app/catalog/services'
import { hydrated } from '../support/hydration'

// Pictures must not hold up the first paint (docs/decisions/0006-first-paint.md): the
// built-in artwork of the inner pages travels inside the document, and pictures fetched as
// files start only once the page has painted.

test.use({ viewport: { width: 412, height: 823 } })

/** When each picture file's request started, and when the page first painted. */
async function pictureTimings(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const fcp = await new Promise<number>((resolve) => {
      const seen = performance.getEntriesByName('first-contentful-paint')[0]
      if (seen) return resolve(seen.startTime)
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0]
        if (entry) {
          observer.disconnect()
          resolve(entry.startTime)
        }
      }).observe({ type: 'paint', buffered: true })
    })
    const pictures = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => new URL(r.name).pathname.startsWith('/images/'))
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }))
    return { fcp, pictures }
  })
}

const allShown = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0).length)

test('the car list shows every car with the page itself, without a picture request', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/images/')) requested.push(path)
  })
  await page.goto('/carlistNav')
  await expect(page.getByTestId('car-card')).toHaveCount(cars.length)
  const sources = await page.locator('#cars img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))
  expect(sources).toHaveLength(cars.length)
  for (const src of sources) expect(src).toMatch(/^data:image\/svg\+xml,/)
  // Each SVG picture is a document of its own on the page's thread: once the page has painted,
  // only the cards within a screen of the view draw theirs, the last one waits for the reader.
  await expect(page.locator('html')).toHaveClass(/\bshown\b/)
  await expect(page.locator('#cars img').nth(1)).toBeVisible()
  await expect(page.locator('#cars img').last()).toBeHidden()
  await page.getByTestId('car-card').last().scrollIntoViewIfNeeded()
  await expect.poll(() => allShown(page, '#cars img')).toBe(0)
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
})

// The icon and the manifest cost the document no bytes and the first screen no request: the
// boot script links them once the page is on screen (a page read without scripts has a
// <noscript> icon). Until then an empty icon stands in, so that the browser does not ask for
// /favicon.ico before the paint (Lighthouse's LCP estimate waits for every request that ends
// before it). A Hindi or Marathi page's messages, which only hydration needs, wait for the paint too.
for (const path of ['/carlistNav', '/mr']) {
  test(`before its first paint ${path} fetches nothing but itself: the icon, the manifest and the messages are asked for after it`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toMatch(/rel="(icon|manifest)"/)
    expect(head).toMatch(/<noscript>.*<link rel="icon" href="\/icons\/icon-48\.png"\/>.*<\/noscript>/s)

    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const sent: Array<{ path: string; at: number }> = []
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('http')) sent.push({ path: new URL(event.request.url).pathname, at: event.wallTime * 1000 })
    })
    await page.goto(path)
    await expect(page.locator('head > link[rel="icon"]')).toHaveAttribute('href', '/icons/icon-48.png')
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    await expect(page.locator('head > link[rel="icon"]')).toHaveCount(1)
    await page.waitForLoadState('networkidle')
    const paintedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime)
    expect(sent.filter((r) => r.at < paintedAt).map((r) => r.path)).toEqual([path])
    expect(sent.map((r) => r.path)).toContain('/icons/icon-48.png')
    if (path === '/mr') {
      // Once: the scripts' own request for the file is answered by the one the boot script started.
      expect(sent.filter((r) => /^\/i18n\/[\w-]+\/mr\//.test(r.path))).toHaveLength(1)
    }
    expect(sent.map((r) => r.path)).not.toContain('/favicon.ico')
    // A raster icon: an SVG one is made into a document of its own on the page's thread as the page loads.
    expect((await page.request.get('/icons/icon-48.png')).headers()['content-type']).toBe('image/png')
    // A browser that still asks for /favicon.ico (one reading the page without scripts) gets one, not a 404 in its console.
    expect((await page.request.get('/favicon.ico')).headers()['content-type']).toBe('image/vnd.microsoft.icon')
  })
}

test('on the home page no picture is fetched before the first paint, and all arrive after it', async ({ page }) => {
  await page.goto('/')
  // Nothing is fetched before the first paint, so on a busy machine the network can be quiet
  // for half a second before it: the hero's pictures having arrived is what to wait for.
  await expect.poll(() => allShown(page, '.hero img')).toBe(0)
  const { fcp, pictures } = await pictureTimings(page)
  // The hero's three pictures and the carousel's are near the first screen: all are fetched.
  expect(pictures.length).toBeGreaterThanOrEqual(3)
  for (const p of pictures) expect(p.start, `${p.path} started before the first paint at ${fcp} ms`).toBeGreaterThanOrEqual(fcp)
})

// The carousel's second and third slides lie beside its viewport, out of sight; lazy pictures
// there were fetched with the first slide's all the same. Theirs wait until the carousel nears
// the screen, and are there for the first press of Next.
test("the carousel fetches its hidden slides' pictures only once it nears the screen", async ({ page }) => {
  const fetched: string[] = []
  page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname))
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bshown\b/)
  const carousel = page.locator('.carousel')
  // The first slide's picture, just below the hero, comes with the page.
  await expect.poll(() => fetched).toContain('/images/slides/road-trip')
  await page.waitForLoadState('networkidle')
  expect(fetched).not.toContain('/images/slides/pilgrimage')
  expect(await carousel.getAttribute('data-warm')).toBeNull()

  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-warm', '')
  await expect.poll(() => fetched).toContain('/images/slides/pilgrimage')
  await page.getByRole('button', { name: 'Next slide' }).click()
  const second = page.locator('.carousel__slide').nth(1).locator('img')
  await expect(second).toBeVisible()
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

// Below the carousel, the car list's pictures wait until it is within a screen of the view or
// the reader scrolls: the browser's own lazy loading had fetched them with the hero's during
// every load, and each SVG picture is a document the main thread builds (app/styles/later.css).
const heroCar = '/images/cars/innova-crysta'
const listOnly = cars.map((car) => car.image).filter((image) => image !== heroCar)

test("the home page's car list fetches its pictures once the reader scrolls, not with the page", async ({ page }) => {
  const fetched: string[] = []
  page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname))
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bshown\b/)
  // The carousel, just below the hero, is within a screen: its first slide's picture comes with the page.
  await expect.poll(() => fetched).toContain('/images/slides/road-trip')
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((path) => listOnly.includes(path))).toEqual([])
  const firstCar = page.locator('#cars img').first()
  await expect(firstCar).toBeHidden()

  await page.mouse.wheel(0, 400)
  await firstCar.scrollIntoViewIfNeeded()
  await expect(firstCar).toBeVisible()
  await expect.poll(() => firstCar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(fetched).toContain(cars[0]!.image)
})

test.describe('on a screen tall enough to show the car list', () => {
  test.use({ viewport: { width: 1280, height: 2400 } })

  test('its pictures come with the page, and again when the home page is reached by a link', async ({ page }) => {
    const firstCar = page.locator('#cars img').first()
    const drawnCar = () => firstCar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.checkVisibility())
    await page.goto('/')
    await expect.poll(drawnCar).toBe(true)
    // Nobody scrolled: the section was marked as near, not the whole page as drawn.
    await expect(page.locator('html')).not.toHaveClass(/\bdrawn\b/)

    await page.locator('header').getByRole('link', { name: 'ABOUT', exact: true }).click()
    await expect(page).toHaveURL(/\/aboutNav$/)
    await page.locator('header').getByRole('link', { name: 'HOME', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(drawnCar).toBe(true)
    await expect(page.locator('html')).not.toHaveClass(/\bdrawn\b/)
  })
})

test('the home page draws its lower sections and footer as they near the screen, all once the reader scrolls, each inside the room it kept', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bshown\b/)
  const sections = page.locator('main .later')
  await expect(sections).toHaveCount(6)
  // A section's own box is always there; what waits undrawn is inside it.
  const drawn = (el: Element) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })
  // The first lies just under the hero and is drawn; the last, far below, waits undrawn.
  await expect.poll(() => sections.first().evaluate(drawn)).toBe(true)
  expect(await sections.last().evaluate(drawn)).toBe(false)
  // The footer, which the home page's own styles do not cover, waits undrawn as well.
  const footer = page.locator('footer.site-footer')
  expect(await footer.evaluate(drawn)).toBe(false)
  const kept = await sections.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))
  const footerKept = (await footer.boundingBox())!.height
  await page.mouse.wheel(0, 400)
  await expect(page.locator('html')).toHaveClass(/\bdrawn\b/)
  // The tours and the reviews are then drawn from the page's messages (NearScreen), in a render
  // of their own just after: their real height is the one with their content.
  await expect(page.getByTestId('service')).toHaveCount(9)
  await expect.poll(() => page.locator('.review-card').count()).toBeGreaterThanOrEqual(10)
  const real = await sections.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))
  await expect.poll(() => footer.evaluate(drawn)).toBe(true)
  const footerReal = (await footer.boundingBox())!.height
  expect(footerReal).toBeGreaterThan(200)
  expect(footerKept).toBeGreaterThanOrEqual(footerReal)
  for (const [i, section] of (await sections.all()).entries()) {
    expect(await section.evaluate(drawn)).toBe(true)
    expect(real[i]).toBeGreaterThan(200)
    // A checker that measures an undrawn section's content must find it inside the section.
    expect(kept[i]).toBeGreaterThanOrEqual(real[i]!)
  }
  const aboutHeading = page.locator('#about').getByRole('heading', { level: 2 })
  await aboutHeading.scrollIntoViewIfNeeded()
  await expect(aboutHeading).toBeInViewport()
})

test('the services page sends its first tours inside the document and the rest after the first paint', async ({ page }) => {
  await page.goto('/servicesNav')
  await page.waitForLoadState('networkidle')
  const { fcp, pictures } = await pictureTimings(page)
  const first = page.locator('#services img').first()
  await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  expect(pictures.map((p) => p.path)).not.toContain(services[0]!.image)
  for (const p of pictures) expect(p.start, `${p.path} started before the first paint at ${fcp} ms`).toBeGreaterThanOrEqual(fcp)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every section and picture of the home page still arrives', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeVisible()
    for (let y = 0; y < 12000; y += 600) {
      await page.mouse.wheel(0, 600)
      // The scroll has happened (or the page ends first).
      // Polled from the test: with scripts off the page runs no waiting function of its own.
      await expect
        .poll(() => page.evaluate((to) => window.scrollY >= Math.min(to, document.documentElement.scrollHeight - window.innerHeight) - 1, y + 600))
        .toBe(true)
    }
    await expect.poll(() => allShown(page, 'main img')).toBe(0)
  })
})

/** When the icons' file was asked for, once it has arrived, and when the page first painted. */
const spriteTimings = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
    const sprite = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
      /\/assets\/icons-[\w-]+\.svg$/.test(new URL(r.name).pathname),
    )
    return { fcp, sprites: sprite.map((r) => r.startTime) }
  })

test('the line icons come from one file asked for once the page has hydrated, and are drawn as they near the screen', async ({ page }) => {
  await page.goto('/contactNav')
  // The ways to reach us open the page: their icons are drawn as it hydrates. The telephone is drawn inline, as in the hero.
  const contactIcons = page.locator('main svg use')
  await expect.poll(() => contactIcons.count()).toBeGreaterThanOrEqual(3)
  // The icons are in the page as soon as it hydrates; the file's timing entry only once it has arrived.
  await expect.poll(async () => (await spriteTimings(page)).sprites.length).toBeGreaterThan(0)
  const { fcp, sprites } = await spriteTimings(page)
  expect(sprites).toHaveLength(1)
  expect(sprites[0]).toBeGreaterThan(fcp)
  // Drawn: the symbol's shapes have a size once the file is in.
  await expect.poll(() => contactIcons.first().evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0)

  // The footer's, further down, once the reader nears them: four social links, and three of the four ways to reach us.
  const footer = page.locator('.site-footer')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.locator('svg use')).toHaveCount(7)
  await expect
    .poll(() =>
      footer
        .locator('svg use')
        .last()
        .evaluate((use) => (use as SVGUseElement).getBBox().width),
    )
    .toBeGreaterThan(0)
  expect((await spriteTimings(page)).sprites).toHaveLength(1)
})

// On a phone none of the home page's sprite icons is on its first screen: the file, an SVG
// document the main thread builds, waits until the reader scrolls toward them.
test("the home page asks for the icons' file only once the reader nears an icon", async ({ page }) => {
  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  await page.goto('/')
  await hydrated(page, '#cars .car-card__seats')
  await page.waitForLoadState('networkidle')
  expect(asked.filter((p) => /^\/assets\/icons-[\w-]+\.svg$/.test(p))).toEqual([])
  expect(await page.locator('svg use').count()).toBe(0)

  const seats = page.locator('#cars .car-card__seats svg').first()
  await page.mouse.wheel(0, 400)
  await seats.scrollIntoViewIfNeeded()
  await expect(seats.locator('use')).toHaveCount(1)
  await expect.poll(() => seats.locator('use').evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0)
})

test('without JavaScript the page names no icon file', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  await page.goto('/contactNav')
  await page.waitForLoadState('networkidle')
  expect(asked.filter((p) => p.endsWith('.svg') && p.startsWith('/assets/'))).toEqual([])
  await context.close()
})
