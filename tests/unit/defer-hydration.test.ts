import { Readable } from 'node:stream'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferHydration } from '~/services/defer-hydration.server'

// What React Router 7.18 writes at the end of a page, cut the way React's ~2 kB writes may
// cut it: the rewrite must come out the same wherever the cuts fall.
const PAGE =
  '<!DOCTYPE html><html><head><style id="yatri-styles">body{margin:0}</style>' +
  '<link rel="modulepreload" href="/assets/root.js"/></head><body><p>Hello</p>' +
  '<script nonce="abc">((storageKey2, restoreKey) => {\n    if (!window.history.state || !window.history.state.key) {\n      let key = Math.random().toString(32).slice(2);\n      window.history.replaceState({ key }, "");\n    }\n    try {\n      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");\n      let storedY = positions[restoreKey || window.history.state.key];\n      if (typeof storedY === "number") {\n        window.scrollTo(0, storedY);\n      }\n    } catch (error63) {\n      console.error(error63);\n      sessionStorage.removeItem(storageKey2);\n    }\n  })("react-router-scroll-positions", null)</script>' +
  '<script nonce="abc" type="module" async="">import "/assets/root.js";</script></body></html>'

async function run(chunks: string[]): Promise<string> {
  let out = ''
  for await (const piece of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(
    deferHydration('abc', { rest: '/assets/rest.css', whole: '/assets/all.css' }),
  ))
    out += piece.toString()
  return out
}

describe('deferHydration', () => {
  it('parks the module script, drops the preload hints and the scroll script, whose work the boot script does', async () => {
    const out = await run([PAGE])
    expect(out).not.toContain('modulepreload')
    expect(out).toContain(
      '<script nonce="abc" type="text/x-yatri-boot" id="yatri-boot" data-styles="/assets/rest.css" data-whole="/assets/all.css">import "/assets/root.js";</script>',
    )
    expect(out).not.toContain('storageKey2')
    // The boot script reads the positions React Router keeps under its default key.
    expect(out).toContain('"react-router-scroll-positions"')
  })

  it('leaves a scroll script with a key of its own alone', async () => {
    const out = await run([PAGE.replace('"react-router-scroll-positions", null', '"my-positions", null')])
    expect(out).toContain('})("my-positions", null)</script>')
  })

  it('writes one boot script, and it parses', async () => {
    // A slip in the boot script breaks every page's JavaScript at once.
    const out = await run([PAGE])
    const scripts = [...out.matchAll(/<script nonce="abc">(.*?)<\/script>/gs)].map((m) => m[1]!)
    expect(scripts).toHaveLength(1)
    expect(() => new vm.Script(scripts[0]!)).not.toThrow()
  })

  it('gives the same page wherever the stream is cut', async () => {
    const whole = await run([PAGE])
    for (let at = 1; at < PAGE.length; at++) {
      expect(await run([PAGE.slice(0, at), PAGE.slice(at)]), `cut at ${at}`).toBe(whole)
    }
  })
})
