import { Transform } from 'node:stream'
import BOOT_SCRIPT from './defer-hydration.boot.ts?inline-script'
import { SCROLL_KEY } from '~/domain/document'
import { BOOT_ID } from './defer-hydration.ids'

/**
 * Holds the page's scripts back until the browser has painted the page once.
 *
 * React Router puts a modulepreload hint for every script in the head and a module script
 * that imports them at the end of the body. On a slow phone network those ~110 kB compete
 * with the document for the first round trips, and the first paint waits (Lighthouse counts
 * them against LCP). Here the hints are dropped and the module script is parked as inert text;
 * a small nonced script starts it once the first paint is on screen. Hydration then runs as
 * before, one frame later; a page read without JavaScript is unchanged.
 *
 * The rest of the stylesheet starts at the same moment, before the scripts: the document
 * carries only what its first screen needs, and `styles.rest` the other rules of
 * app/styles/all.css (page-styles.server.ts, restOfSheet). If it cannot be had (a page kept
 * offline by the service worker, which keeps the whole sheet), `styles.whole` is linked instead.
 *
 * Hydration now ends after the load event, and a person may act first. Typed text stays in
 * the fields (forms adopt it, app/components/use-typed-values.ts). Taps on controls that only
 * work with JavaScript are held and replayed once React owns them (defer-hydration.boot.ts).
 */
export function deferHydration(
  nonce: string | undefined,
  styles: { rest: string; whole: string },
  inlinePicture?: (src: string) => string | undefined,
): Transform {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : ''
  const start = `<script${nonceAttr}>${BOOT_SCRIPT}</script>`
  let carry = ''
  // React hydrates an <img> without comparing its attributes, so a data URI the server put in
  // its place stays until React renders that picture anew (a later client-side visit asks for
  // the URL as usual).
  const pictures = (html: string) =>
    inlinePicture
      ? html
          // React's preload hint for a picture that travels inline would fetch it anyway.
          .replace(IMAGE_PRELOAD, (all, href: string) => (inlinePicture(href) ? '' : all))
          .replace(IMG_SRC, (all, before: string, src: string) => {
            const uri = inlinePicture(src)
            return uri ? `${before}src="${uri}"` : all
          })
      : html
  const rewrite = (html: string) =>
    pictures(html)
      .replace(MODULEPRELOAD, '')
      // The boot script restores the scroll position in its place (restoreScroll there).
      .replace(SCROLL_SCRIPT, (all, storageKey: string) => (storageKey === SCROLL_KEY ? '' : all))
      .replace(
        MODULE_SCRIPT,
        (_all, attrs: string, body: string) =>
          `<script${attrs} type="text/x-yatri-boot" id="${BOOT_ID}" data-styles="${escapeAttr(styles.rest)}" data-whole="${escapeAttr(styles.whole)}">${body}</script>${start}`,
      )
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + chunk.toString('utf8')
      // A tag or a script may be cut between chunks (React writes about 2 kB at a time): keep
      // everything from the last unfinished '<', or from an unclosed script, for the next chunk.
      const lastOpen = text.lastIndexOf('<')
      const cut = Math.min(lastOpen !== -1 && text.indexOf('>', lastOpen) === -1 ? lastOpen : text.length, openScriptStart(text))
      carry = text.slice(cut)
      done(null, rewrite(text.slice(0, cut)))
    },
    flush(done) {
      done(null, rewrite(carry))
    },
  })
}

/**
 * React Router's <ScrollRestoration> script, as 7.18 writes it without getKey. The boot script
 * does its work, more cheaply (restoreScroll in defer-hydration.boot.ts), so it is dropped.
 * tests/e2e/scroll-restoration.spec.ts and bench/browser/react-router-markup.spec.ts fail if
 * React Router's script changes shape.
 */
const SCROLL_SCRIPT = /<script(?: [\w-]+="[^"]*")*>\(\(storageKey\d*, restoreKey\d*\) => \{[^<]*?\}\)\("([\w-]+)", null\)<\/script>/g
const IMAGE_PRELOAD = /<link rel="preload" as="image" href="(\/images\/[^"]+)"[^>]*>/g
const IMG_SRC = /(<img\b[^>]*?\s)src="(\/images\/[^"]+)"/g
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script((?:(?!\btype=)[^>])*) type="module" async="">([^<]*)<\/script>/g

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** Where an opened but not yet closed script starts, or the end of the text. */
function openScriptStart(text: string): number {
  const open = text.lastIndexOf('<script')
  return open !== -1 && text.indexOf('</script>', open) === -1 ? open : text.length
}
