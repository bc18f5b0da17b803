import { Suspense, use, useEffect, type ReactNode } from 'react'
import { HydratingLate } from './hydrated'

/**
 * One of the home page's lower sections. The server draws it whole, and it is drawn as it
 * nears the screen (app/styles/later.css); on the page's first load React also hydrates it
 * only then, or at once if the reader taps or moves the focus into it. Hydrating all six with
 * the page was most of React's work after the first paint, on a page Lighthouse never scrolls
 * (docs/performance.md).
 *
 * Until it has hydrated, React leaves the server's markup in place (its Suspense boundary is
 * waiting), and the boot script holds a tap inside it (`data-hydrates-late`, then
 * `data-hydrated`, app/services/defer-hydration.boot.ts). Only the server's markup waits: a
 * section drawn by a visit by link is drawn at once. An update that reached a section still
 * waiting would show its fallback (nothing) or hold the update back, so a click or a form sent
 * anywhere, which may change the page's data, hydrates every section still waiting.
 */
export function LaterSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="later" data-later={name} data-hydrates-late="">
      <Suspense fallback={null}>
        <WhenNear name={name}>{children}</WhenNear>
      </Suspense>
    </div>
  )
}

function WhenNear({ name, children }: { name: string; children: ReactNode }) {
  if (typeof document !== 'undefined' && (waiting.has(name) || fromServer(name))) use(nearScreen(name).promise)
  // Hydrating now, after the document: it draws as the server did until it has committed.
  const late = hydrating.has(name)
  return (
    <HydratingLate value={late}>
      <Hydrated name={name} />
      {children}
    </HydratingLate>
  )
}

function Hydrated({ name }: { name: string }) {
  useEffect(() => {
    hydrating.delete(name)
    document.querySelector(`[data-later="${name}"]`)?.setAttribute('data-hydrated', '')
  }, [name])
  return null
}

/**
 * Whether the section is the server's markup, not yet hydrated. React hydrates a Suspense
 * boundary in a pass of its own after the document's, so this is asked after the document has
 * hydrated; a section drawn by a visit by link is not in the document while it renders.
 */
function fromServer(name: string): boolean {
  const section = document.querySelector(`[data-later="${name}"]`)
  return section !== null && !section.hasAttribute('data-hydrated')
}

const waiting = new Map<string, { promise: Promise<void>; section: Element }>()
const hydrating = new Set<string>()
let observer: IntersectionObserver | undefined
const ready = new WeakMap<Element, () => void>()

/** Settles once the section named so is within half a screen of the view, or is tapped or focused. */
function nearScreen(name: string): { promise: Promise<void>; section: Element | null } {
  const known = waiting.get(name)
  // Left by the back button before it hydrated: the page drawn now is a new one.
  if (known && !known.section.isConnected) ready.get(known.section)?.()
  if (known) return known
  const section = document.querySelector<HTMLElement>(`[data-later="${name}"]`)
  if (!section) return { promise: Promise.resolve(), section }
  const promise = new Promise<void>((resolve) => {
    const go = () => {
      observer?.unobserve(section)
      for (const type of EVENTS) section.removeEventListener(type, go, true)
      resolve()
    }
    ready.set(section, go)
    for (const type of EVENTS) section.addEventListener(type, go, { capture: true, passive: true })
    if (section.contains(document.activeElement)) go()
  })
  const entry = { promise, section }
  waiting.set(name, entry)
  hydrating.add(name)
  if (waiting.size === 1) {
    const all = () => {
      for (const type of PAGE_EVENTS) document.removeEventListener(type, all, true)
      for (const section of document.querySelectorAll('[data-later]')) ready.get(section)?.()
    }
    for (const type of PAGE_EVENTS) document.addEventListener(type, all, { capture: true, passive: true })
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) ready.get(entry.target)?.()
    },
    { rootMargin: '50% 0px' },
  )
  observer.observe(section)
  return entry
}

// A tap starts with pointerdown, and the keyboard moves the focus in before it acts.
const EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const
const PAGE_EVENTS = ['click', 'submit'] as const
