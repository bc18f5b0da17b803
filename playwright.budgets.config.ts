import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The byte budgets of issue 7, in a real browser: run by `npm run test:budgets` and by the
// benchmarks, not by `npm test`, until the first load of / fits them (docs/performance.md).
export default defineConfig({ ...base, testDir: 'bench/browser', projects: base.projects?.slice(0, 1), webServer: Array.isArray(base.webServer) ? base.webServer.slice(0, 1) : base.webServer })
