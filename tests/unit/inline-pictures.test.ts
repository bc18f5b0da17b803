import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deferHydration } from '~/services/defer-hydration.server'
import { createPictureInliner } from '~/services/inline-pictures.server'

// Two built-in pictures, an owner's photo for a third slot, and a page that shows all three
// with React's preload hints for the first screen.
let root: string
let dirs: { owner: string; builtIn: string }
const svg = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#${colour}"/></svg>`

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-pictures-'))
  dirs = { owner: path.join(root, 'owner'), builtIn: path.join(root, 'built-in') }
  fs.mkdirSync(path.join(dirs.builtIn, 'cars'), { recursive: true })
  fs.mkdirSync(path.join(dirs.owner, 'cars'), { recursive: true })
  fs.writeFileSync(path.join(dirs.builtIn, 'cars', 'innova.svg'), svg('0f766e'))
  fs.writeFileSync(path.join(dirs.builtIn, 'cars', 'ertiga.svg'), svg('f59e0b'))
  fs.writeFileSync(path.join(dirs.builtIn, 'cars', 'tavera.svg'), svg('111111'))
  fs.writeFileSync(path.join(dirs.owner, 'cars', 'tavera.jpg'), 'a photo')
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const PAGE =
  '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/images/cars/innova" fetchPriority="high"/></head><body>' +
  '<img src="/images/cars/innova" alt="Innova" width="400" height="300"/>' +
  '<img alt="Ertiga" src="/images/cars/ertiga" loading="lazy"/>' +
  '<img src="/images/cars/tavera" alt="Tavera"/>' +
  '<script type="module" async="">import "/assets/root.js";</script></body></html>'

async function render(budget?: number): Promise<string> {
  const inline = createPictureInliner(dirs)(budget)
  let out = ''
  for await (const piece of Readable.from([Buffer.from(PAGE)]).pipe(deferHydration(undefined, { rest: '/assets/rest.css', whole: '/assets/all.css' }, inline)))
    out += piece.toString()
  return out
}

describe('built-in pictures inside the document', () => {
  it('sends the built-in artwork as data URIs and drops the preload hint that would fetch it', async () => {
    const out = await render()
    expect(out).toContain(
      `<img src="data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3e%3crect width='4' height='3' fill='%230f766e'/%3e%3c/svg%3e" alt="Innova"`,
    )
    expect(out).toContain(`<img alt="Ertiga" src="data:image/svg+xml,`)
    // The hint as markup: the boot script inlined after it names a preload in its own code.
    expect(out).not.toContain('<link rel="preload"')
  })

  it("leaves the owner's own photo as a request, so a new photo shows without a restart", async () => {
    expect(await render()).toContain('<img src="/images/cars/tavera" alt="Tavera"/>')
  })

  it('stops at the budget and keeps the preload hint of a picture left as a request', async () => {
    const out = await render(10)
    expect(out).toContain('<link rel="preload" as="image" href="/images/cars/innova" fetchPriority="high"/>')
    expect(out).toContain('<img src="/images/cars/innova" alt="Innova"')
    expect(out).not.toContain('data:image')
  })
})
