import { defineConfig } from 'vitest/config'
import { inlineScript } from './scripts/vite-inline-script'

export default defineConfig({
  plugins: [inlineScript()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
})
