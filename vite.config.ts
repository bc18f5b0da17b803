import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
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
  plugins: [inlineScript(), reactRouter()],
}))

const SHARED_WITH_ROOT =
  /\/app\/(components\/(nonce|toaster|icons|root-data|site-header|site-footer|language-switcher|page-shell|page-loader|loading-screen|use-typed-values|ui\/(field|use-form)|sections\/section-header)|domain\/(business|toast)|i18n\/(message|languages|use-t))\.tsx?$/

function sharedWithRoot(id: string): string | undefined {
  return SHARED_WITH_ROOT.test(id) ? 'root-shared' : undefined
}
