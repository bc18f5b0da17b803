import { describe, expect, it } from 'vitest'
import { createCopies } from '../../server/page-cache'

// The page cache's timing rules (server/page-cache.ts): what a visitor is sent, and whether
// they wait, when a page is new, past its time, being made, or could not be made again.

function setUp(ttlMs = 1000) {
  let clock = 0
  const errors: unknown[] = []
  const copies = createCopies<string>({ ttlMs, now: () => clock, onError: (error) => errors.push(error) })
  const made: Array<{ waiting: boolean; finish: (copy: string | null) => void; fail: (error: Error) => void }> = []
  const maker = (waiting: boolean) =>
    new Promise<string | null>((resolve, reject) => {
      made.push({ waiting, finish: resolve, fail: reject })
    })
  return {
    copies,
    made,
    errors,
    lookup: (key = '/aboutNav') => copies.lookup(key, maker),
    advance: (ms: number) => void (clock += ms),
    /** The first visitor's page, made as `copy`. */
    async madeFirst(copy: string | null, key = '/aboutNav') {
      const first = copies.lookup(key, maker)
      made.at(-1)!.finish(copy)
      return first.copy
    },
  }
}

describe('page copies', () => {
  it('makes a new page once, however many visitors ask meanwhile, and they all wait for it', async () => {
    const t = setUp()
    const first = t.lookup()
    const second = t.lookup()
    expect([first.state, second.state]).toEqual(['miss', 'miss'])
    expect(t.made).toHaveLength(1)
    expect(t.made[0]!.waiting).toBe(true)
    t.made[0]!.finish('v1')
    expect(await first.copy).toBe('v1')
    expect(await second.copy).toBe('v1')
    expect(t.lookup()).toEqual({ copy: 'v1', state: 'hit' })
  })

  it('past its time, a page is still sent at once while the next one is made, then the new one', async () => {
    const t = setUp()
    await t.madeFirst('v1')
    t.advance(1000)
    expect(t.lookup()).toEqual({ copy: 'v1', state: 'stale' })
    expect(t.lookup()).toEqual({ copy: 'v1', state: 'stale' })
    expect(t.made).toHaveLength(2)
    expect(t.made[1]!.waiting).toBe(false)
    t.made[1]!.finish('v2')
    await new Promise((resolve) => setImmediate(resolve))
    expect(t.lookup()).toEqual({ copy: 'v2', state: 'hit' })
  })

  it('keeps sending the last page when a new one cannot be made, and tries again later', async () => {
    const t = setUp()
    await t.madeFirst('v1')
    t.advance(1000)
    t.lookup()
    t.made[1]!.fail(new Error('database away'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(t.errors).toHaveLength(1)
    expect(t.lookup()).toEqual({ copy: 'v1', state: 'hit' })
    t.advance(1000)
    expect(t.lookup().state).toBe('stale')
    expect(t.made).toHaveLength(3)
  })

  it('a forgotten page is made again for the next visitor, who waits for it; other pages stay (a new review shows at once)', async () => {
    const t = setUp()
    await t.madeFirst('v1')
    await t.madeFirst('about', '/aboutNav/other')
    t.copies.forget((key) => key === '/aboutNav')
    const next = t.lookup()
    expect(next.state).toBe('miss')
    t.made[2]!.finish('v2')
    expect(await next.copy).toBe('v2')
    expect(t.lookup('/aboutNav/other')).toMatchObject({ state: 'hit', copy: 'about' })
  })

  it('a page that is not to be shared is asked for again only after its time', async () => {
    const t = setUp()
    expect(await t.madeFirst(null)).toBeNull()
    expect(t.lookup()).toEqual({ copy: null, state: 'hit' })
    t.advance(1000)
    expect(t.lookup().state).toBe('miss')
    expect(t.made).toHaveLength(2)
  })

  it('a page long past its time is not sent: the visitor waits for a new one', async () => {
    const t = setUp()
    await t.madeFirst('v1')
    t.advance(2000)
    const next = t.lookup()
    expect(next.state).toBe('miss')
    t.made[1]!.finish('v2')
    expect(await next.copy).toBe('v2')
  })

  it('forgets pages nobody asked for during a whole time-to-live (yesterday’s dates)', async () => {
    const t = setUp()
    await t.madeFirst('yesterday', '/\n2026-11-20')
    t.advance(2000)
    t.lookup('/\n2026-11-21')
    expect(t.lookup('/\n2026-11-20').state).toBe('miss')
  })
})
