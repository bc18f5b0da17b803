import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import svgToDataUri from 'mini-svg-data-uri'
import { resolveImage } from './images.server'

/**
 * How much built-in artwork, brotli-compressed, one document may carry inline. A new
 * connection brings about 14.6 kB in its first round trip on a slow phone network; the
 * inner pages' documents are 8–11 kB, so about 3 kB of pictures still fit beside them.
 */
export const INLINE_PICTURE_BUDGET = 3000
/**
 * The same for the services page in Hindi or Marathi: nine tours' text, three bytes a letter.
 * With three tours' pictures `/mr/servicesNav` came to 14,576–14,674 bytes with headers for
 * its first visitor (brotli 10), at or over the round trip by the digits of the site's own
 * address in its links; with two, 13,574–13,608. Only there: the Marathi car list fits with
 * all six cars inside (11.9 kB), and with five its LCP in Lighthouse came later.
 */
export const INLINE_PICTURE_BUDGET_DEVANAGARI_SERVICES = 2500
/** What a page loader's markup and styles add to a document, brotli-compressed (docs/performance.md). */
export const LOADER_ROOM = 1100

type Picture = { svg: string; uri: string }

/**
 * Turns picture URLs (/images/cars/toyota-innova) into data URIs while the built-in SVG
 * artwork is what the server would send for them. Each picture is otherwise a request after
 * the document: on a slow phone network another round trip before the page is complete, and
 * on a fast one it competes with the first paint. An owner's own photo (docs/images.md) is
 * never inlined: it may be large, and it is read from disk on every request so that a new
 * photo shows without a restart.
 */
export function createPictureInliner(dirs: { owner: string; builtIn: string }) {
  const builtIn = path.resolve(dirs.builtIn) + path.sep
  // Built-in artwork only changes with a new build, so each file is read once.
  const cache = new Map<string, Picture | null>()
  // Pictures in one document share most of their markup, so what one costs is what it adds to
  // the compressed size of those before it. A page shows the same pictures every time: keyed
  // by the sequence, each sum is worked out once.
  const sums = new Map<string, number>()
  const compressedSize = (key: string, svgs: string[]) => {
    let size = sums.get(key)
    if (size === undefined) sums.set(key, (size = zlib.brotliCompressSync(svgs.join('')).length))
    return size
  }
  const picture = (file: string): Picture | null => {
    let known = cache.get(file)
    if (known === undefined) {
      known = null
      if (file.startsWith(builtIn) && file.endsWith('.svg')) {
        const svg = fs.readFileSync(file, 'utf8')
        known = { svg, uri: svgToDataUri(svg) }
      }
      cache.set(file, known)
    }
    return known
  }
  /**
   * One document's inliner: pictures in document order until the budget is spent. React puts
   * preload hints for the first screen's pictures in the head, ahead of the pictures, so the
   * answer for a URL is kept: the hint and the picture get the same one.
   */
  return function forDocument(budget = INLINE_PICTURE_BUDGET) {
    const files: string[] = []
    const svgs: string[] = []
    const answers = new Map<string, string | undefined>()
    const decide = (src: string): string | undefined => {
      if (!src.startsWith('/images/')) return undefined
      const file = resolveImage(src.slice('/images'.length), dirs)
      const found = file ? picture(path.resolve(file)) : null
      if (!found) return undefined
      const key = [...files, file].join('|')
      if (compressedSize(key, [...svgs, found.svg]) > budget) return undefined
      files.push(file!)
      svgs.push(found.svg)
      return found.uri
    }
    return (src: string): string | undefined => {
      if (!answers.has(src)) answers.set(src, decide(src))
      return answers.get(src)
    }
  }
}
