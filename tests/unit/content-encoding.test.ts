import { describe, expect, it } from 'vitest'
import zlib from 'node:zlib'
import { brotliPage, compressBrotli, pickEncoding } from '../../app/services/content-encoding.server'

const both = { br: true, gzip: true }

describe('pickEncoding', () => {
  it('prefers brotli when the browser accepts both equally, whatever their order', () => {
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br')
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br')
  })
  it('follows the q-values, and never sends an encoding refused with q=0', () => {
    expect(pickEncoding('br;q=0.5, gzip', both)).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip')
    expect(pickEncoding('gzip;q=0, br;q=0', both)).toBeUndefined()
    expect(pickEncoding('*', both)).toBe('br')
    expect(pickEncoding('*;q=0, gzip', both)).toBe('gzip')
  })
  it('sends the original when nothing usable was asked for or is on disk', () => {
    expect(pickEncoding(undefined, both)).toBeUndefined()
    expect(pickEncoding('identity', both)).toBeUndefined()
    expect(pickEncoding('deflate', both)).toBeUndefined()
    expect(pickEncoding('br', { br: false, gzip: true })).toBeUndefined()
    expect(pickEncoding('gzip, br', { br: false, gzip: true })).toBe('gzip')
  })
})

describe('brotliPage', () => {
  // Words from a small vocabulary in a random order: text that compresses as a page does, about 4:1.
  const words = 'yatri booking pickup driver tour pune lonavala matheran innova dzire ertiga tempo traveller ashtavinayak satara'.split(' ')
  const page = (count: number) => {
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
    return Buffer.from(Array.from({ length: count }, () => `<p class="w${next() % 40}">${words[next() % words.length]}</p>`).join(''))
  }

  it('keeps a page well inside the first round trip at the quick quality', async () => {
    const small = page(1_000)
    const sent = await brotliPage(small)
    expect(sent.equals(await compressBrotli(small, 5))).toBe(true)
    expect(zlib.brotliDecompressSync(sent).equals(small)).toBe(true)
  })

  it('compresses a page that would come near the first round trip harder', async () => {
    const large = page(20_000)
    const quick = await compressBrotli(large, 5)
    expect(quick.length).toBeGreaterThan(12_500)
    const sent = await brotliPage(large)
    expect(sent.length).toBeLessThan(quick.length)
    expect(zlib.brotliDecompressSync(sent).equals(large)).toBe(true)
  })
})
