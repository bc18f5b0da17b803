import { describe, expect, it } from 'vitest'
import { pickEncoding } from '../../server/static-files'

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
