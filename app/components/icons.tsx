import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { NEAR_MARGIN } from '~/domain/document'
import { hasHydrated } from './hydrated'
import sprite from './icons.svg?no-inline'

// Small line icons drawn for this site on a 24 × 24 grid. They are decorative: the text
// next to them (or the aria-label of their button) says what they mean.
//
// Those a first screen shows (the header's menu, the hero's buttons, the carousel's arrows) are
// drawn inside the page, so that they are there at the first paint. The rest are symbols of
// one cached file (icons.svg): drawn inline, the forty-odd icons of the home page's lower
// sections and footer cost a Marathi home page about 800 bytes of its first round trip, and
// every page a few hundred DOM nodes for the browser to build and React to hydrate.

function Icon({ children, size = 20, className }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  )
}

/**
 * A symbol of the sprite, drawn once the page has hydrated and the icon is within a screen of
 * the view. The browser asks for the file of a <use> as soon as it parses one, and a request
 * before the first paint holds the first paint back on a slow phone network (Lighthouse charges
 * it to LCP), so the server's markup names no file. Then each icon waits until it nears the
 * screen: the file is an SVG document the main thread builds, and each <use> a copy of its
 * symbol; on a phone's first load of the home page none of its forty-odd icons is on screen,
 * all being in the sections below. They come in a transition, which React renders in slices
 * between the page's other work. A page reached by a link draws its icons at once. Without
 * JavaScript they are not drawn; each says nothing that the text or the label beside it does
 * not.
 */
function SpriteIcon({ id, size = 20, className }: P & { id: string }) {
  const [drawn, setDrawn] = useState(hasHydrated)
  const box = useRef<SVGSVGElement>(null)
  useEffect(() => {
    if (drawn || !box.current) return
    return whenNear(box.current, () => startTransition(() => setDrawn(true)))
  }, [drawn])
  return (
    <svg ref={box} width={size} height={size} aria-hidden="true" className={className}>
      {drawn ? <use href={`${sprite}#${id}`} /> : null}
    </svg>
  )
}

/** Icons waiting to be drawn, by their element; one observer for all of them. */
const waiting = new Map<Element, () => void>()
let nearing: IntersectionObserver | undefined

/** Calls `draw` once `el` is within a screen of the view (as near-screen.tsx's sections); gives the way to stop waiting. */
function whenNear(el: Element, draw: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    draw()
    return () => {}
  }
  nearing ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        waiting.get(entry.target)?.()
        waiting.delete(entry.target)
        nearing?.unobserve(entry.target)
      }
    },
    { rootMargin: NEAR_MARGIN },
  )
  waiting.set(el, draw)
  nearing.observe(el)
  return () => {
    waiting.delete(el)
    nearing?.unobserve(el)
  }
}

type P = { size?: number; className?: string }

export const PhoneIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 3.5h3.2l1.6 4.3-2.1 1.4a11.5 11.5 0 0 0 7.1 7.1l1.4-2.1 4.3 1.6V19a1.8 1.8 0 0 1-1.9 1.8A16.6 16.6 0 0 1 3.2 5.4 1.8 1.8 0 0 1 5 3.5z" />
  </Icon>
)

export const MailIcon = (p: P) => <SpriteIcon id="mail" {...p} />

export const MapPinIcon = (p: P) => <SpriteIcon id="map-pin" {...p} />

export const WhatsappIcon = (p: P) => <SpriteIcon id="whatsapp" {...p} />

export const InstagramIcon = (p: P) => <SpriteIcon id="instagram" {...p} />

export const FacebookIcon = (p: P) => <SpriteIcon id="facebook" {...p} />

export const YoutubeIcon = (p: P) => <SpriteIcon id="youtube" {...p} />

export const ChevronLeftIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14.5 5.5L8 12l6.5 6.5" />
  </Icon>
)

export const ChevronRightIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9.5 5.5L16 12l-6.5 6.5" />
  </Icon>
)

export const ArrowRightIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4.5 12h15M13.5 6l6 6-6 6" />
  </Icon>
)

export const MenuIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
)

export const CloseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

export const SeatIcon = (p: P) => <SpriteIcon id="seat" {...p} />

export const ClockIcon = (p: P) => <SpriteIcon id="clock" {...p} />

export const SmartphoneIcon = (p: P) => <SpriteIcon id="smartphone" {...p} />

export const CardIcon = (p: P) => <SpriteIcon id="card" {...p} />

export const BankIcon = (p: P) => <SpriteIcon id="bank" {...p} />

export const CashIcon = (p: P) => <SpriteIcon id="cash" {...p} />

export const FileTextIcon = (p: P) => <SpriteIcon id="file-text" {...p} />

/**
 * The brand mark, drawn inline in the header, the footer and the loading screen, so that a
 * page asks for no picture of it before it paints: on a slow phone network every request that
 * lands before the first paint holds it back (and a short page's footer is near enough to the
 * screen for a lazy picture to load at once). `public/images/brand/logo.svg` is the same
 * drawing, for link previews, search results and e-mails.
 */
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <path d="M32 63C29 58 9 42 9 25a23 23 0 0 1 46 0c0 17-20 33-23 38z" fill="#0f766e" />
      <circle cx="32" cy="25" r="16" fill="#f59e0b" />
      <path d="M17.3 31.5h29.4A16 16 0 0 1 45 35H19a16 16 0 0 1-1.7-3.5z" fill="#fef3c7" />
      <path d="M19 28q0-3.5 3-4l4.5-.8 4-4.2h7.5q2 0 3.2 1.6l3 4q3.8.6 3.8 3.4v2H19z" fill="#fff" />
      <path d="M31.2 20.8h6.2q1 0 1.6.8l2.1 2.6h-9.9z" fill="#0f766e" opacity=".85" />
      <circle cx="25.5" cy="30" r="3.2" fill="#0f766e" />
      <circle cx="39.5" cy="30" r="3.2" fill="#0f766e" />
    </svg>
  )
}
