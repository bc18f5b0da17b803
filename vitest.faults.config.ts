import { defineConfig } from 'vitest/config'

// The fault tests run the built server (npm run build first) and kill it on purpose; they
// are slower than the unit suite and each file starts servers of its own.
export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
