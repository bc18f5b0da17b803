// Bundle-size budgets for the home page's first load (issue 7), checked with `npm run size`
// after every build. The file list comes from the build's React Router manifest, so it
// follows the code. gzip -9 is within about 1% of the brotli (quality 4) the server sends
// today; tests/e2e/bundle-size.spec.ts measures the bytes a browser really downloads.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { firstLoadFiles } from './bench/lib/first-load-files.mjs'

const budgets = JSON.parse(fs.readFileSync(new URL('./bench/budgets.json', import.meta.url), 'utf8'))
const home = firstLoadFiles('routes/home', fileURLToPath(new URL('./build/client', import.meta.url)))

export default [
  {
    name: 'JavaScript for the first load of / (gzip -9)',
    path: home.scripts,
    gzip: true,
    limit: `${budgets.bytes.homeJavaScriptCompressed} B`,
  },
  {
    name: 'JavaScript and CSS for the first load of / (gzip -9; HTML, fonts and images are counted by the browser test)',
    path: [...home.scripts, ...home.styles],
    gzip: true,
    limit: `${budgets.bytes.homeFirstLoadTotal} B`,
  },
]
