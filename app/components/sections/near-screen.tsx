import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { hasHydrated } from '~/components/hydrated'
import { fragmentTarget, NEAR_MARGIN, nearMark, storedScroll } from '~/domain/document'

/**
 * One of the home page's lower sections whose text the document leaves out: the server sends
 * `waiting` (its heading, and for a reader without JavaScript a link to the section's own
 * page), and the browser draws `children` once the reader scrolls (the boot script then marks
 * the page `drawn`) or the section nears the screen. The tours and the reviews were 3.5 kB of
 * the Marathi home document's brotli, which was past the 14.6 kB a new connection brings in
 * its first round trip; the browser has their text already, in the page's messages, and a
 * visitor who never scrolls never pays for drawing them (docs/performance.md).
 *
 * Drawn with the rest once the page is `drawn`, so that a position stored from then on (a
 * reload, the back button) is one in the page as a return to it draws it. A visit that lands
 * on a place in the page (a #fragment, a stored position: the boot script marks the page
 * `drawn` at once) draws the section right after hydration and then goes to that place again,
 * since the place was taken while the section was only its heading. On a page reached by a
 * link (hydrated already) the section is drawn at once.
 */
export function NearScreen({ children, waiting }: { children: ReactNode; waiting: ReactNode }) {
  const [near, setNear] = useState(hasHydrated)
  const landed = useRef(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (near) return landed.current ? joinLanding() : undefined
    const classes = document.documentElement.classList
    const draw = () => startTransition(() => setNear(true))
    if (classes.contains('drawn') || typeof IntersectionObserver !== 'function') {
      landed.current = true
      return draw()
    }
    const nearing = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), { rootMargin: NEAR_MARGIN })
    nearing.observe(box.current!)
    const drawn = new MutationObserver(() => classes.contains('drawn') && draw())
    drawn.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    return () => {
      nearing.disconnect()
      drawn.disconnect()
    }
  }, [near])

  return (
    // Drawn, its pictures may load (app/styles/later.css).
    <div className="later" ref={box} {...nearMark(near)}>
      {near ? children : waiting}
    </div>
  )
}

/** How long a landing waits for the sections still loading (`aria-busy`) before it goes anyway. */
const SETTLE_MS = 5000

/**
 * The document's one landing, shared by the sections drawn for it: one wait and one scroll.
 * Only the first hydration of a document lands (a page reached by a link draws at once).
 */
let landing: { sections: number; cancel: () => void } | undefined

function joinLanding(): () => void {
  landing ??= { sections: 0, cancel: landAgainOnceSettled() }
  const mine = landing
  mine.sections++
  return () => {
    if (--mine.sections === 0) mine.cancel()
  }
}

/**
 * Back to the place the visit landed on once no section of the page is still loading: the
 * reviews load their live ones after they are drawn, and until then the page above a lower
 * place is shorter than it was when the place was stored. A reader who scrolls, taps or types
 * meanwhile has gone somewhere of their own, and stays there. Gives the way to call it off.
 */
function landAgainOnceSettled(): () => void {
  const main = document.querySelector('main') ?? document.body
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  const busy = () => main.querySelector('[aria-busy="true"]') !== null
  const settled = new MutationObserver(() => busy() || end(true))
  const timer = window.setTimeout(() => end(true), SETTLE_MS)
  const moved = () => end(false)
  let over = false
  function end(land: boolean) {
    if (over) return
    over = true
    settled.disconnect()
    window.clearTimeout(timer)
    events.forEach((type) => removeEventListener(type, moved))
    if (land) landAgain()
  }
  events.forEach((type) => addEventListener(type, moved, { passive: true }))
  settled.observe(main, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] })
  if (!busy()) end(true)
  return moved
}

/** Back to the #fragment or the stored position the visit landed on. */
function landAgain() {
  const target = fragmentTarget()
  if (target) return target.scrollIntoView()
  const key = (history.state as { key?: unknown } | null)?.key
  const y = typeof key === 'string' ? storedScroll(key) : undefined
  if (y !== undefined) scrollTo({ top: y, behavior: 'instant' })
}
