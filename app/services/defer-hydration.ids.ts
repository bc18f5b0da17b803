/** Names shared by the server's rewrite (defer-hydration.server.ts), the boot script and the app. */

/** The parked module script, which the boot script starts after the first paint. */
export const BOOT_ID = 'yatri-boot'

/**
 * Marks a part of the page that React hydrates later than the rest (its code loads on its
 * own); the part adds `LATE_PART_HYDRATED` once it has. React drops a tap on a part it has
 * not hydrated yet, so the boot script holds such taps until then.
 */
export const LATE_PART = 'data-hydrates-late'
export const LATE_PART_HYDRATED = 'data-hydrated'
