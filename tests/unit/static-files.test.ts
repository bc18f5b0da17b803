import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashedAssets } from '../../server/static-files'

// Compression cannot be made to fail for real; the encoder is wrapped so that one test can
// make its next call fail, and every other call compresses for real.
const failNext = vi.hoisted(() => ({ times: 0 }))
vi.mock('~/services/content-encoding.server', async (original) => {
  const real = await original<typeof import('~/services/content-encoding.server')>()
  return {
    ...real,
    compressBrotli: (body: Buffer, quality: number) => {
      if (failNext.times > 0) {
        failNext.times -= 1
        return Promise.reject(new Error('encoder out of memory'))
      }
      return real.compressBrotli(body, quality)
    },
  }
})

const SHEET = 'body{margin:0}'.repeat(50)
const asked: string[] = []
let origin: string
let server: ReturnType<express.Express['listen']>
let root: string

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-assets-'))
  fs.mkdirSync(path.join(root, 'assets'))
  fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)')
  const app = express()
  app.use(
    hashedAssets(root, (pathname) => {
      asked.push(pathname)
      return pathname.startsWith('/assets/rest-') ? SHEET : undefined
    }),
  )
  app.use((_req, res) => res.status(404).send('page'))
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => res.status(500).send('error'))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  fs.rmSync(root, { recursive: true, force: true })
})

const get = (pathname: string) => fetch(origin + pathname, { headers: { 'Accept-Encoding': 'br' } })

describe('the stylesheets the server makes', () => {
  it('are answered compressed, with a year of caching', async () => {
    const response = await get('/assets/rest-1-0123456789.css')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // fetch decodes the body itself; what it received was brotli, and smaller.
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(Number(response.headers.get('content-length'))).toBeLessThan(SHEET.length)
    expect(await response.text()).toBe(SHEET)
  })

  it('are not looked for at a page address, which goes on to the pages', async () => {
    asked.length = 0
    const response = await get('/booking-history')
    expect(await response.text()).toBe('page')
    expect(asked).toEqual([])
    expect((await get('/assets/app-abc123.js')).status).toBe(200)
    expect(asked).toEqual([])
  })

  it('are made again after a compression that failed, instead of failing at that address for good', async () => {
    failNext.times = 1
    const failed = await get('/assets/rest-2-0123456789.css')
    expect(failed.status).toBe(500)
    const again = await get('/assets/rest-2-0123456789.css')
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(SHEET)
  })
})
