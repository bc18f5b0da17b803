import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { withChrome } from '../lighthouse'

/**
 * Loads every page `rounds` times in one Chromium, each round starting one page further along,
 * so that pages (of two builds, say) share the machine's minutes alike. A load that fails is
 * tried again, since a lost trace (Lighthouse's NO_NAVSTART) happens now and then on a busy
 * machine; after three failures it is left out. `measure` gets a scratch folder for
 * Lighthouse's artifacts, removed at the end. Returns each page's results in order.
 */
export async function loadInTurn<T>(
  pages: readonly string[],
  rounds: number,
  measure: (page: string, port: number, dir: string) => Promise<T>,
  report: (round: number, page: string, result: T) => string,
): Promise<Map<string, T[]>> {
  const results = new Map<string, T[]>(pages.map((page) => [page, []]))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-in-turn-'))
  try {
    await withChrome(async (port) => {
      for (let r = 0; r < rounds; r++) {
        for (const page of [...pages.slice(r % pages.length), ...pages.slice(0, r % pages.length)]) {
          for (let attempt = 1; attempt <= 3; attempt++) {
            try {
              const result = await measure(page, port, dir)
              results.get(page)!.push(result)
              console.error(report(r + 1, page, result))
              break
            } catch (error) {
              console.error(`  ${page}: attempt ${attempt} failed: ${String(error).slice(0, 120)}`)
            }
          }
        }
      }
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return results
}
