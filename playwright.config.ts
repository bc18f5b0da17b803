import { defineConfig, devices } from '@playwright/test'
import { E2E_TARGETS, type E2ETarget } from './tests/support/targets'

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}

// What these files check does not depend on the database (how the first screen is styled and
// drawn, where a reload lands, the page loaders, the bench's floor page; taps before hydration,
// the service worker, form focus, axe on the account forms, the translated pages and the
// language switcher; the brand headers): once, on the first server. What they store (a booking,
// a sign-up, a language preference) the other files check on both databases. First-screen
// styles alone was the suite's slowest file, 11 minutes on a slow machine; a whole CI run took
// 79 minutes on a slow machine against a limit of 90.
const ONE_DATABASE_FILES =
  /\/(first-screen-styles|first-paint-pictures|scroll-restoration|page-loaders|bench-floor|early-interaction|offline|form-focus|accounts-a11y|rest-of-sheet|i18n-public|i18n-cars|languages|smoke)\.spec\.ts$/

const BLOCKING_TIME_FILE = /added-blocking-time\.spec\.ts$/

/**
 * Tests of several app instances on one database (@several-instances) need PostgreSQL: SQLite
 * is one process. Tests tagged @any-database check what the database does not change (the
 * markup's accessibility, the carousel, a phone's layout): once, on the first server.
 */
function excluded(t: E2ETarget): RegExp | undefined {
  const tags = [t.name === 'postgres' ? null : '@several-instances', t === E2E_TARGETS[0] ? null : '@any-database'].filter((tag) => tag !== null)
  return tags.length > 0 ? new RegExp(tags.join('|')) : undefined
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
      grepInvert: excluded(t),
      testIgnore: t === E2E_TARGETS[0] ? undefined : ONE_DATABASE_FILES,
      metadata: t,
    })),
    // Issue 7's byte budgets for the home page's first load, as a browser downloads it; the
    // bytes do not depend on the database, so once, on the first server.
    // Budgets issue 23 sets but the site does not meet yet are tagged @unmet-budget: they stay
    // out of `npm test` until they hold, and `npm run test:unmet-budgets` runs them.
    {
      name: 'budgets',
      testDir: 'bench/browser',
      testIgnore: BLOCKING_TIME_FILE,
      use: { ...chromium, baseURL: E2E_TARGETS[0]!.baseURL },
      metadata: E2E_TARGETS[0],
      grepInvert: process.env.UNMET_BUDGETS ? undefined : /@unmet-budget/,
    },
    // The home page's added blocking time is measured from a trace of the page's real main
    // thread, so work on the other core inflates it: in a CI run beside the other files one
    // load of five blocked for 2.7 s and the median came to +333 ms. It runs last, alone on the
    // machine, once every other project has finished. It is tagged @unmet-budget while the
    // budget does not hold on every machine (the spec says where it failed).
    {
      name: 'blocking-time',
      testDir: 'bench/browser',
      testMatch: BLOCKING_TIME_FILE,
      use: { ...chromium, baseURL: E2E_TARGETS[0]!.baseURL },
      metadata: E2E_TARGETS[0],
      // `npm run test:unmet-budgets` runs only tagged checks, so nothing needs to finish first.
      dependencies: process.env.UNMET_BUDGETS ? [] : process.env.BUDGETS_ONLY ? ['budgets'] : [...E2E_TARGETS.map((t) => t.name), 'budgets'],
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
