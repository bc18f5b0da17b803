// What each part of a page's document costs in the first round trip (issue 24: the Hindi and
// Marathi home documents are over the 14.6 kB a new connection brings in it). Brotli shares
// what parts repeat, so a part's size alone says little: each part's cost here is what the
// document's brotli 11 body loses when that part is taken out, in the page cache's best copy
// as a phone gets it.
//
//   node --import tsx bench/document-parts.ts http://127.0.0.1:5810/mr [URL …]
//
// Start the server as the bench does (LOADERS=off, PUBLIC_URL at the deployed origin), so the
// links inside the document are those of a deployment.
import zlib from 'node:zlib'
import { budgets } from './lib/budgets'
import { bestPhoneResponse } from './lib/phone-document'

const urls = process.argv.slice(2)
if (!urls.length) {
  console.error('usage: node --import tsx bench/document-parts.ts URL [URL …]')
  process.exit(2)
}

/** The parts looked at, each a pattern over the decompressed document; a part may match many times. */
const PARTS: [string, RegExp][] = [
  ['first-screen styles (inline <style>)', /<style\b[^>]*>[\s\S]*?<\/style>/g],
  ['boot script', /<script>"use strict";[\s\S]*?<\/script>/g],
  ["React Router's parked module script (its manifest)", /<script type="text\/x-yatri-boot"[\s\S]*?<\/script>/g],
  ["React Router's context script", /<script>window\.__reactRouterContext = [\s\S]*?<\/script>/g],
  ['loader data (streamed scripts)', /<script>window\.__reactRouterContext\.streamController[\s\S]*?<\/script>/g],
  ['JSON-LD', /<script type="application\/ld\+json">[\s\S]*?<\/script>/g],
  ['<meta> and <link> in the head', /<(?:meta|link)\b[^>]*>/g],
  ['inline SVG drawings', /<svg\b[^>]*>(?:(?!<\/svg>)[\s\S])+<\/svg>/g],
  ['alt texts', / alt="[^"]+"/g],
  ['site header', /<header class="site-header"[\s\S]*?<\/header>/g],
  ['site footer', /<footer class="site-footer"[\s\S]*?<\/footer>/g],
  ['sections below the first screen (.later)', /<div class="later">[\s\S]*?(?=<div class="later">|<\/main>)/g],
]

const brotli = (text: string) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })
    .length

for (const url of urls) {
  const response = await bestPhoneResponse(url)
  const html = zlib.brotliDecompressSync(response.body).toString('utf8')
  const whole = brotli(html)
  console.log(
    `\n${url}: ${response.bytes.toLocaleString('en')} bytes (headers ${response.headerBytes}, body ${response.body.length}); the first round trip's ${budgets.bytes.documentFirstRoundTrip.toLocaleString('en')} leave ${(budgets.bytes.documentFirstRoundTrip - response.bytes).toLocaleString('en')}`,
  )
  console.log('| part | matches | raw bytes | brotli bytes it costs |')
  console.log('| --- | --- | --- | --- |')
  for (const [name, pattern] of PARTS) {
    const found = html.match(pattern) ?? []
    const raw = found.reduce((sum, part) => sum + Buffer.byteLength(part), 0)
    console.log(
      `| ${name} | ${found.length} | ${raw.toLocaleString('en')} | ${found.length ? (whole - brotli(html.replace(pattern, ''))).toLocaleString('en') : 0} |`,
    )
  }
}
