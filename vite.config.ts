import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
  plugins: [reactRouter()],
})
