/**
 * A cookie of the site's own that makes a page one person's: a session (better-auth's, named
 * `yatri.…`, `__Secure-yatri.…` over HTTPS) or a flash message (`yatri_toast`). The language
 * cookie (`lang`) is not one: every visitor who chose Hindi sees the same Hindi page.
 */
export const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?yatri[._]/
