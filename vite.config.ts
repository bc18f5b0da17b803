import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  // cssMinify: the server build minifies nothing by default, and it holds the styles inlined into each page.
  build: { assetsInlineLimit: 0, cssMinify: 'esbuild' },
  plugins: [reactRouter()],
})
