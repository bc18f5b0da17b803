import { defineConfig, devices } from '@playwright/test'
import { E2E_TARGETS } from './tests/support/targets'

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}

// One server per database, each on its own fresh database, started by tests/support/serve.ts.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A ceiling against a hung test, not a claim about speed: on a machine of this kind in a slow
  // state the suite took three times as long (1.1 h against 21-24 min) and tests that take 10 s
  // went past 30 s. What the site promises about time (a tap held until hydration) the tests
  // assert with their own limits. Tests that take 20 s or more here set their own ceiling,
  // four times that or more.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    ...E2E_TARGETS.map((t) => ({
      name: t.name,
      use: { ...chromium, baseURL: t.baseURL },
      // Tests of several app instances on one database need PostgreSQL; SQLite is one process.
      grepInvert: t.name === 'postgres' ? undefined : /@several-instances/,
      // How the first screen is styled before the whole sheet does not depend on the database:
      // once, on the first server (the suite's slowest file, 11 minutes on a slow machine).
      testIgnore: t === E2E_TARGETS[0] ? undefined : /first-screen-styles\.spec\.ts$/,
      metadata: t,
    })),
    // Issue 7's byte budgets for the home page's first load, as a browser downloads it; the
    // bytes do not depend on the database, so once, on the first server.
    // Budgets issue 23 sets but the site does not meet yet are tagged @unmet-budget: they stay
    // out of `npm test` until they hold, and `npm run test:unmet-budgets` runs them.
    {
      name: 'budgets',
      testDir: 'bench/browser',
      use: { ...chromium, baseURL: E2E_TARGETS[0]!.baseURL },
      metadata: E2E_TARGETS[0],
      grepInvert: process.env.UNMET_BUDGETS ? undefined : /@unmet-budget/,
    },
  ],
  webServer: E2E_TARGETS.map((t) => ({
    command: `node --import tsx tests/support/serve.ts ${t.name}`,
    url: `${t.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
})
