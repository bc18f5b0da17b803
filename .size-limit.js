// Bundle-size budgets for the home page's first load (issue 7), checked with `npm run size`
// after every build. The file list comes from the build's React Router manifest, so it
// follows the code. Brotli (quality 11) is what the server sends: the build writes a .br
// next to every asset (scripts/precompress.mjs); bench/browser/bundle-size.spec.ts measures the
// bytes a browser really downloads.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { firstLoadFiles } from './bench/lib/first-load-files.mjs'

const budgets = JSON.parse(fs.readFileSync(new URL('./bench/budgets.json', import.meta.url), 'utf8'))
const home = firstLoadFiles('routes/home', fileURLToPath(new URL('./build/client', import.meta.url)))

export default [
  {
    name: 'JavaScript for the first load of / (brotli 11, as served)',
    path: home.scripts,
    brotli: true,
    limit: `${budgets.bytes.homeJavaScriptCompressed} B`,
  },
  {
    name: 'Script and stylesheet files for the first load of / (brotli 11; the document with its inline styles, and the images, are counted by the browser test)',
    path: [...home.scripts, ...home.styles],
    brotli: true,
    limit: `${budgets.bytes.homeFirstLoadTotal} B`,
  },
]
