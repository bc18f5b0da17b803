import { travellerWithTrip } from '../lighthouse'

/**
 * The pages to load, and the headers to load each with. With `signedIn`, one traveller with one
 * booking is signed up on each server first, as the bench does for Booking History and the trip
 * page: `{reference}` in a URL becomes that booking's reference, and every page of that server
 * is loaded with the traveller's session.
 */
export async function pagesToLoad(urls: string[], signedIn: boolean) {
  const travellers = new Map<string, Awaited<ReturnType<typeof travellerWithTrip>>>()
  if (signedIn) for (const origin of new Set(urls.map((url) => new URL(url).origin))) travellers.set(origin, await travellerWithTrip(origin))
  return {
    pages: urls.map((url) => url.replace('{reference}', travellers.get(new URL(url).origin)?.reference ?? '{reference}')),
    headersFor: (url: string): Record<string, string> | undefined => {
      const traveller = travellers.get(new URL(url).origin)
      return traveller ? { Cookie: traveller.cookie } : undefined
    },
  }
}
