import { promisify } from 'node:util'
import zlib from 'node:zlib'

/**
 * The encoding to send among those at hand: the client's highest q-value wins, brotli on a
 * tie. (Express's acceptsEncodings breaks ties by the client's order, and browsers list
 * gzip before br.)
 */
export function pickEncoding(header: string | undefined, available: { br: boolean; gzip: boolean }): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name, Number.isFinite(value) ? value : 0)
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0
  const br = available.br ? of('br') : 0
  const gzip = available.gzip ? of('gzip') : 0
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return undefined
}

const brotli = promisify(zlib.brotliCompress)

// A 256 kB window is plenty for a page and keeps the encoder's memory small.
export const compressBrotli = (page: Buffer, quality: number) =>
  brotli(page, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_LGWIN]: 18, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length },
  })

/**
 * Past this many bytes at brotli 5 a page is compressed again at 10. A new connection's first
 * round trip brings 14.6 kB, headers (about 0.8 kB for a signed-in page, 1.1 kB for a cached
 * one) included; brotli 10 takes 7-9 % more off a page, in 15-35 ms against brotli 5's one or
 * two, which a page well inside the round trip would pay for nothing.
 */
const HARDER_PAST = 12_500

/**
 * A page drawn for one visitor, compressed whole: brotli 5, or 10 for a page that would
 * otherwise come near a new connection's first round trip (a signed-in traveller's home page:
 * 14,569 bytes at 5, 13,417 at 10).
 */
export async function brotliPage(page: Buffer): Promise<Buffer> {
  const quick = await compressBrotli(page, 5)
  return quick.length > HARDER_PAST ? compressBrotli(page, 10) : quick
}
