import type { Page } from '@playwright/test'

/**
 * Collects the messages a page showed in English for want of a translation: `useT()` reports
 * each one on the browser's console (app/i18n/use-t.tsx). Call before the first navigation;
 * `missing()` is what has been reported since.
 */
export function watchMissingMessages(page: Page) {
  const reported: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (text.startsWith('[i18n] missing message')) reported.push(`${page.url()}: ${text}`)
  })
  return { missing: () => [...reported] }
}
