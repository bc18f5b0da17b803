import { createHash } from 'node:crypto'
import about from './about.css?inline'
import accounts from './accounts.css?inline'
import base from './base.css?inline'
import booking from './booking.css?inline'
import carList from './car-list.css?inline'
import carousel from './carousel.css?inline'
import contactSection from './contact-section.css?inline'
import contact from './contact.css?inline'
import dialogs from './dialogs.css?inline'
import forms from './forms.css?inline'
import hero from './hero.css?inline'
import languages from './languages.css?inline'
import lastUpdated from './last-updated.css?inline'
import devanagari from './devanagari.css?inline'
import feedback from './feedback.css?inline'
import later from './later.css?inline'
import laterDrawn from './later-drawn.css?inline'
import legal from './legal.css?inline'
import loadingScreen from './loading-screen.css?inline'
import messages from './messages.css?inline'
import picturesWait from './pictures-wait.css?inline'
import panels from './panels.css?inline'
import reviews from './reviews.css?inline'
import sections from './sections.css?inline'
import services from './services.css?inline'
import siteFooter from './site-footer.css?inline'
import siteHeader from './site-header.css?inline'
import tables from './tables.css?inline'
import trip from './trip.css?inline'

/** The parts of app/styles/all.css, in its order: a page's share keeps the cascade of the whole. */
const PARTS = {
  base,
  forms,
  dialogs,
  tables,
  panels,
  messages,
  sections,
  siteHeader,
  languages,
  devanagari,
  siteFooter,
  loadingScreen,
  hero,
  carousel,
  carList,
  services,
  about,
  reviews,
  contactSection,
  contact,
  accounts,
  legal,
  booking,
  trip,
  lastUpdated,
  feedback,
}
type Part = keyof typeof PARTS
const ORDER = Object.keys(PARTS) as Part[]

/**
 * What each page shows before its scripts run, by route id. Dialogs, menus and the booking
 * flow need JavaScript, which starts after the whole sheet. A route not listed (an error
 * page) gets every part but those of a traveller's own pages and the feedback page.
 *
 * The home page gets only its hero. With the styles of all seven sections its document was
 * 17.4 kB with headers, past the 14.6 kB a new connection brings in its first round trip on a
 * slow phone network, and Lighthouse's simulation added that round trip to its LCP. Its lower
 * sections wait, undrawn, for the whole sheet and are then drawn as they near the screen
 * (later.css, later-drawn.css): styled by the sheet all at once, they had cost one task of
 * 31–78 ms and up to 106 ms of total blocking time.
 *
 * The account pages, the standalone sections and the legal pages were long left unlisted,
 * with every style inline (40 kB of CSS, 8.3 kB of brotli): `/mr/login` came to 14,575 bytes
 * with headers, 25 short of the first round trip, `/terms` to 16,375 and `/mr/carlist` to
 * 17,200, past it, and Chromium parsed every rule before the first paint. (A layout shift
 * once put down to the account pages' own share came from the welcome panel's decoration,
 * which shifted with every style inline too; see accounts.css.)
 */
const ACCOUNT_PAGE: Part[] = ['forms', 'panels', 'siteFooter', 'accounts']
// A section shows the same first screen alone (the product's standalone routes) and under the navigation bar.
const CAR_LIST: Part[] = ['sections', 'carList', 'siteFooter']
const ABOUT: Part[] = ['sections', 'about', 'siteFooter']
const CONTACT: Part[] = ['forms', 'sections', 'contactSection', 'contact', 'siteFooter']
// The owner's panel: its own sheets (admin.css and the rest) are linked by its routes and kept
// by the owner's browser from one visit to the next; these are the parts of the whole sheet
// that its views, forms and tables use.
const OWNER_PAGE: Part[] = ['forms', 'tables', 'panels', 'siteFooter']
const FIRST_SCREEN: Record<string, Part[]> = {
  'routes/home': ['sections', 'hero'],
  'routes/carlist-nav': CAR_LIST,
  'routes/services-nav': ['sections', 'services', 'siteFooter'],
  'routes/about-nav': ABOUT,
  'routes/contact-nav': CONTACT,
  'routes/carlist': CAR_LIST,
  'routes/about': ABOUT,
  'routes/contact': CONTACT,
  'routes/reviews': ['sections', 'reviews', 'siteFooter'],
  'routes/nav-component': ['siteFooter'],
  'routes/loading-page': ['loadingScreen', 'siteFooter'],
  'routes/terms': ['legal', 'siteFooter'],
  'routes/privacy': ['legal', 'siteFooter'],
  'routes/choose-language': ['sections', 'languages', 'siteFooter'],
  'routes/login': ACCOUNT_PAGE,
  'routes/register': ACCOUNT_PAGE,
  'routes/forgot-password': ACCOUNT_PAGE,
  'routes/reset-password': ACCOUNT_PAGE,
  'routes/personal-info': ACCOUNT_PAGE,
  'routes/feedback': ['forms', 'panels', 'siteFooter', 'feedback'],
  'routes/admin-panel': OWNER_PAGE,
  'routes/admin-panel-reviews': OWNER_PAGE,
  'routes/admin-booking': OWNER_PAGE,
  'routes/admin-calendar': OWNER_PAGE,
  'routes/admin-drivers': OWNER_PAGE,
  'routes/admin-fleet': OWNER_PAGE,
  'routes/admin-new-booking': OWNER_PAGE,
  // A traveller's own pages are drawn for them alone, so their styles are not cached with a
  // shared page; linked, they blocked the first paint for a round trip (LCP 1.6 × the floor).
  'routes/booking-history': ['tables', 'panels', 'sections', 'siteFooter', 'booking', 'lastUpdated'],
  'routes/trip': ['tables', 'panels', 'sections', 'siteFooter', 'booking', 'trip', 'lastUpdated'],
}
const EVERY_PAGE: Part[] = ['base', 'siteHeader']
/**
 * The pages drawn behind a page loader (`<PageShell loader={…}>`). Only they carry its styles:
 * on every other page they were 550 bytes of brotli that nothing drew.
 */
export const BEHIND_A_LOADER = new Set([
  'routes/home',
  'routes/carlist-nav',
  'routes/services-nav',
  'routes/about-nav',
  'routes/contact-nav',
  'routes/carlist',
  'routes/about',
  'routes/contact',
])
/** What a page not listed gets: every part but a traveller's own pages' and the feedback page's, which no other page shows. */
const UNLISTED = ORDER.filter((part) => !['booking', 'trip', 'lastUpdated', 'feedback'].includes(part))

/** Rules only a page's own document carries, never all.css: they hold something back until the whole sheet is in. */
const UNTIL_WHOLE_SHEET: Record<string, string> = { 'routes/home': later }

export type PageStyleContext = {
  /** The matched route ids, outermost first. */
  routeIds: string[]
  /** The artificial loaders (docs/product.md §Loaders) draw their overlay over the first screen. */
  loaders: boolean
  /** A toast (a flash message) is drawn with the page. */
  toast: boolean
  /** The home page offers the browser's language (docs/decisions/0020-languages.md). */
  languageOffer: boolean
  /** The page is in Hindi or Marathi. */
  devanagari: boolean
  /** An error page is drawn instead of the route. */
  error: boolean
}

const cache = new Map<string, string>()

/** The page's route id, and its own share when it has one (an error page has none). */
function ownShare({ routeIds, error }: Pick<PageStyleContext, 'routeIds' | 'error'>): { page: string | undefined; own: Part[] | undefined } {
  const page = routeIds.at(-1)
  return { page, own: page !== undefined && !error ? FIRST_SCREEN[page] : undefined }
}

/** The parts of the stylesheet this page's first screen needs, in the cascade's order. */
export function firstScreenParts(context: PageStyleContext): Part[] {
  const { loaders, toast, languageOffer, devanagari } = context
  const { page, own } = ownShare(context)
  const wanted = new Set<Part>(own ? [...EVERY_PAGE, ...own] : UNLISTED)
  if (loaders && own && BEHIND_A_LOADER.has(page!)) wanted.add('loadingScreen')
  if (toast) wanted.add('messages')
  if (languageOffer) wanted.add('languages')
  if (devanagari) wanted.add('devanagari')
  return ORDER.filter((part) => wanted.has(part))
}

/** The styles to put inside the document for this page. */
export function firstScreenStyles(context: PageStyleContext): string {
  const { page, own } = ownShare(context)
  const parts = firstScreenParts(context)
  const waiting = own ? (UNTIL_WHOLE_SHEET[page!] ?? '') : ''
  const key = `${parts.join()}${waiting ? `+${page}` : ''}`
  let css = cache.get(key)
  if (css === undefined) {
    // Last, so that it outweighs any part's display of a picture until it lets go.
    css = parts.map((part) => PARTS[part]).join('') + picturesWait + waiting
    cache.set(key, css)
  }
  return css
}

/** Every style, for the development server, which sends no whole sheet after the paint. */
export const allStyles = ORDER.map((part) => PARTS[part]).join('')

/*
 * The rest of the sheet: what all.css holds beyond a page's own share, linked after the first
 * paint in place of all.css. Both give the page every style, but a sheet that repeats the rules
 * the page already has makes the browser match every element's style again, where one with only
 * new rules touches the few elements they name: after all.css, /aboutNav's first style
 * recalculation took 19 ms for 185 elements; after the rest, 4.6 ms for 3 (Chromium traces,
 * unslowed, docs/performance-history.md, 2026-12-07). A page's parts come before the rest where
 * all.css has some of the rest before them; tests/e2e/rest-of-sheet.spec.ts checks that every
 * element's computed style is still the one all.css gives.
 *
 * The address names the page's own parts (a bit each, in the order of ORDER) and this release's
 * styles, so that any instance of the server can answer it, and a browser can keep it for good.
 */
const RELEASE = createHash('sha256')
  .update(allStyles + laterDrawn)
  .digest('hex')
  .slice(0, 10)
const REST_PATH = /^\/assets\/rest-([0-9a-z]{1,6})-([0-9a-f]{10})\.css$/

const maskOf = (parts: Part[]) => parts.reduce((mask, part) => mask | (1 << ORDER.indexOf(part)), 0)

/** The parts' sets a page can carry, by their masks: only those have a rest of the sheet. */
const possibleMasks = (() => {
  const masks = new Set<number>()
  const FLAGS = ['loaders', 'toast', 'languageOffer', 'devanagari', 'error'] as const
  for (const routeId of [...Object.keys(FIRST_SCREEN), 'routes/unlisted'])
    for (let n = 0; n < 2 ** FLAGS.length; n++) {
      const flags = Object.fromEntries(FLAGS.map((flag, bit) => [flag, (n & (1 << bit)) !== 0])) as Record<(typeof FLAGS)[number], boolean>
      masks.add(maskOf(firstScreenParts({ routeIds: ['root', routeId], ...flags })))
    }
  return masks
})()

/** Where the rest of the sheet for a page with these parts is. */
export function restOfSheetHref(parts: Part[]): string {
  return `/assets/rest-${maskOf(parts).toString(36)}-${RELEASE}.css`
}

/** The rest of the sheet at this address, or undefined when no page of this release links it. */
export function restOfSheet(pathname: string): string | undefined {
  const [, name = '', release] = REST_PATH.exec(pathname) ?? []
  const own = parseInt(name, 36)
  if (release !== RELEASE || !possibleMasks.has(own)) return undefined
  return (
    ORDER.filter((_, index) => !(own & (1 << index)))
      .map((part) => PARTS[part])
      .join('') + laterDrawn
  )
}
