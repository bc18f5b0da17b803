import type { SessionUser } from './auth'
import type { Business } from './business'
import type { Toast } from './toast'

/** What the root loader gives every page: the visitor, a one-time notice and site settings. */
export type RootData = {
  user: SessionUser | null
  toast: Toast | null
  business: Business
  publicUrl: string
  loaders: boolean
  /** The business's today (BUSINESS_TIMEZONE), e.g. the booking date picker's minimum. */
  today: string
  googleSignIn: boolean
}
