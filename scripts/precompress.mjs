// Writes file.br (brotli, quality 11) and file.gz (gzip -9) next to every text file of the
// client build, so the server sends the smallest encoding without spending CPU per request.
// The built-in images are left out: they are served by their own route (server/index.ts).
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const ROOT = path.resolve('build/client')
const SKIP_DIRS = new Set([path.join(ROOT, 'images')])
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(full)) yield* walk(full)
    } else if (entry.isFile()) yield full
  }
}

async function precompress(file) {
  const source = await fs.readFile(file)
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: 9 }),
  ])
  let saved = 0
  // A variant that is not smaller would only cost a file read; the server then compresses
  // nothing and sends the original.
  for (const [suffix, data] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    const target = file + suffix
    if (data.length < source.length) {
      await fs.writeFile(target, data)
      saved++
    } else await fs.rm(target, { force: true })
  }
  return { source: source.length, br: br.length, gz: gz.length, saved }
}

const files = []
for await (const file of walk(ROOT)) {
  if (file.endsWith('.br') || file.endsWith('.gz')) {
    // Left over from an earlier build whose source has gone.
    const source = file.slice(0, -3)
    if (!(await fs.stat(source).catch(() => null))) await fs.rm(file)
  } else if (COMPRESSIBLE.test(file)) files.push(file)
}
const results = await Promise.all(files.map(precompress))
const sum = (key) => results.reduce((n, r) => n + r[key], 0)
console.log(`precompressed ${files.length} files: ${sum('source')} bytes → br ${sum('br')}, gzip ${sum('gz')}`)
