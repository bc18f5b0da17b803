import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { compileHints } from './scripts/vite-compile-hints'
import { inlineScript } from './scripts/vite-inline-script'

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    // cssMinify: the server build minifies nothing by default, and it holds the styles inlined into each page.
    assetsInlineLimit: 0,
    cssMinify: 'esbuild',
    // The server build starts at the Node entry, so the app's modules are compiled once for
    // both; scripts/build-server.mjs then bundles the packages in (decision 0008).
    // The small modules every page shares with the root route travel in one chunk: apart,
    // each costs the first load a request and its own import/export glue.
    ...(isSsrBuild ? { sourcemap: true, rollupOptions: { input: './server/index.ts' } } : { rollupOptions: { output: { manualChunks: sharedWithRoot } } }),
  },
  plugins: [inlineScript(), reactRouter(), ...(isSsrBuild ? [] : [compileHints()])],
}))

const SHARED_WITH_ROOT =
  /\/app\/(components\/(nonce|toaster|icons|hydrated|root-data|site-header|site-footer|language-switcher|page-shell|page-loader|loading-screen|use-typed-values|ui\/(field|use-form)|sections\/section-header)|domain\/(business|toast)|i18n\/(message|languages|use-t))\.tsx?$/

// Also every page (meta) or many (the booking dialog, the owner's pages): the catalogue of cars
// and tours and the page meta.
const SHARED_WIDELY = /\/app\/(catalog\/(cars|services)|domain\/seo)\.tsx?$/

// The home page's sections, which the nav pages show one at a time. Apart they were nine files
// on the home page's first load, each with its response headers on a phone network
// (docs/performance.md): together they cost a nav page a few kB it does not show.
const SECTIONS = /\/app\/components\/(sections\/(about|car-list|contact-section|services|reviews-block)|booking\/book-button|reviews-section)\.tsx?$/

// Shared by the client entry with the root or with a dialog's chunk, so Rollup made each a file
// of its own on every first load: React DOM's package entry (1.3 kB) and the document's
// constants (0.1 kB), each costing a request and about 340 bytes of response headers.
// React DOM's ids carry the CommonJS plugin's query (`?commonjs-es-import`) as well.
const SHARED_WITH_ENTRY = /\/(node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js|app\/domain\/document\.ts$)/

function sharedWithRoot(id: string): string | undefined {
  if (SHARED_WITH_ROOT.test(id) || SHARED_WIDELY.test(id) || SHARED_WITH_ENTRY.test(id)) return 'root-shared'
  return SECTIONS.test(id) ? 'sections' : undefined
}
