import type { Page } from '@playwright/test'

/** React has hydrated the element (it carries its props), so the page is no longer inert. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s)
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps'))
  }, selector)
}
