/**
 * Helmet's settings for pages and the bookings API alike, the CSP apart. Headers that only
 * old browsers read are left out (DNS prefetch, IE's download and XSS filter switches,
 * Flash's cross-domain policy, and X-Frame-Options, which the CSP's frame-ancestors 'none'
 * supersedes in every browser that reads CSP): each page's headers travel in its first round
 * trip, and they cost about 150 bytes of the 14.6 kB a new connection carries in it; the home
 * page's document fills that round trip with about 100 bytes to spare.
 */
export function sharedHeaders(secureCookies: boolean) {
  return {
    strictTransportSecurity: secureCookies ? { maxAge: 31536000, includeSubDomains: true } : (false as const),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    crossOriginEmbedderPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: false,
  }
}
