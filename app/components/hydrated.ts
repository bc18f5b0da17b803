// Whether React has hydrated the document in this tab. Parts that draw differently once
// hydrated (app/components/icons.tsx) must match the server's markup while hydrating, and may
// draw their own way at once on a page reached by a link.
let hydrated = false

export const hasHydrated = () => hydrated

/** Called once, by the root, when the document's hydration has committed. */
export function markHydrated() {
  hydrated = true
}
