import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: {
    // cssMinify: the server build minifies nothing by default, and it holds the styles inlined into each page.
    assetsInlineLimit: 0,
    cssMinify: 'esbuild',
    // The server build starts at the Node entry, so the app's modules are compiled once for
    // both; scripts/build-server.mjs then bundles the packages in (decision 0008).
    ...(isSsrBuild ? { sourcemap: true, rollupOptions: { input: './server/index.ts' } } : {}),
  },
  plugins: [reactRouter()],
}))
