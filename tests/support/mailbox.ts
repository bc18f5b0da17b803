import path from 'node:path'
import { expect, type TestInfo } from '@playwright/test'
import { readMailbox, type CaughtMail } from './mail-catcher'
import type { E2ETarget } from './targets'

export function targetOf(testInfo: TestInfo): E2ETarget {
  return testInfo.project.metadata as E2ETarget
}

/** Where the mail catcher of this project's server writes what it receives. */
export function mailboxOf(testInfo: TestInfo): string {
  return path.join(targetOf(testInfo).dataDir, 'mailbox.jsonl')
}

/** Waits for mail matching `match` and returns all such mail once some has arrived. */
export async function waitForMail(file: string, match: (mail: CaughtMail) => boolean, timeout = 15_000): Promise<CaughtMail[]> {
  await expect.poll(() => readMailbox(file).filter(match).length, { timeout, message: 'waiting for mail' }).toBeGreaterThan(0)
  return readMailbox(file).filter(match)
}

/** The link to `path` with its token in a mail's text. */
export function linkIn(text: string, path: string): string {
  const found = text.match(new RegExp(`https?://[^\\s()]+${path}\\?token=[^\\s()]+`))
  if (!found) throw new Error(`no ${path} link in the mail:\n${text}`)
  return found[0]
}
