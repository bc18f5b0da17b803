// The boot script: sent inline at the end of every page (defer-hydration.server.ts), bundled
// and minified at build time (scripts/vite-inline-script.ts). It runs before React, as a
// classic script, so it imports only constants and small helpers that import nothing.
import { ICON_HREF, MANIFEST_HREF, MESSAGES_META, NEAR_MARGIN, NEAR_SCREEN, NEAR_TARGETS, STYLE_ID, storedScroll } from '~/domain/document'
import { BOOT_ID, LATE_PART, LATE_PART_HYDRATED } from './defer-hydration.ids'

/**
 * A held tap waits this long for hydration, then does what it does without JavaScript. The
 * clock starts at the first held tap, not when the page arrives: a person on a slow phone
 * fills a form for longer than the scripts take, and a Verify or Send pressed then must still
 * wait for React rather than post the form and lose its passwords.
 */
const HOLD_MS = 8000
/** Taps held at once; older ones are let go, as a person who taps on has changed their mind. */
const MOST_HELD = 3
const LATE_PART_SELECTOR = `[${LATE_PART}]`

/** A stored position jumped to while the page was parsed, to jump to again once the whole sheet is in. */
let restored: number | undefined
restoreScroll()
const parked = document.getElementById(BOOT_ID)
if (parked instanceof HTMLScriptElement) boot(parked)

/**
 * What React Router's <ScrollRestoration> script does while the page is parsed, in place of it
 * (defer-hydration.server.ts drops it): that one reads sessionStorage even on a fresh visit,
 * where no position can be stored, since the key it looks up is the one it has just made. That
 * first sessionStorage access cost 12 ms of main-thread time before the first paint in
 * Chromium traces (412 px, seven loads each), which Lighthouse multiplies by the slowdown.
 * This reads it only when the history entry already had a key (a reload, or back and forward),
 * and jumps rather than glides: the page's smooth scrolling made the original start at the top
 * and slide down after the first paint. A visit that goes to a place on the page (a #fragment,
 * or a stored position) draws the home page's lower sections at once (app/styles/later.css,
 * later-drawn.css): undrawn, they have no height to go to. Being part of this script, it costs
 * the page no script of its own, nor a hash in the Content-Security-Policy of a cached page.
 */
function restoreScroll() {
  const state = history.state as { key?: string } | null
  const classes = document.documentElement.classList
  if (location.hash) classes.add('shown', 'drawn')
  if (!state?.key) return
  const y = storedScroll(state.key)
  if (y === undefined) return
  classes.add('shown', 'drawn')
  jump(y)
  restored = y
}

function jump(y: number) {
  try {
    scrollTo({ top: y, behavior: 'instant' })
  } catch {
    scrollTo(0, y)
  }
}

/**
 * Starts the parked module script after the first paint, and until React has hydrated holds
 * clicks (keyboard activation included) on what only works with JavaScript: buttons that do
 * not submit a form, submit buttons of forms marked data-hold-submit (their plain post loses
 * what was typed), and popup or disclosure controls (aria-haspopup/-expanded/-controls).
 * Held taps are replayed once the App's effect calls __yatriHydrated; one inside a part that
 * hydrates later (LATE_PART) waits for that part too, since React drops a tap there. HOLD_MS
 * after the first held tap without hydration, or as soon as the module script fails to load,
 * the hold ends for good and held taps replay natively, so links and forms still work if a
 * script failed. Links without a popup are never held.
 */
function boot(parked: HTMLScriptElement) {
  // Until the first paint the page links an empty icon and no manifest. A document without an
  // icon makes Chromium ask for /favicon.ico as it ends, and a manifest link makes it fetch the
  // manifest and its 192 px icon: three requests before the paint, none of which the paint
  // needs, that Lighthouse's estimate of LCP on a slow network waits for (two loads of
  // /carlistNav at 9.4×: LCP 1.42 and 1.65 × the floor's, 1.31 without them). Both are linked
  // in go().
  const icon = document.createElement('link')
  icon.rel = 'icon'
  icon.href = 'data:,'
  document.head.appendChild(icon)

  let held: HTMLElement[] = []
  let hydrated = false
  let until = Infinity
  const late = () => Date.now() > until
  const ready = (el: Element) => hydrated && (el.closest(LATE_PART_SELECTOR)?.hasAttribute(LATE_PART_HYDRATED) ?? true)

  const holdable = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('button,[aria-haspopup],[aria-expanded],[aria-controls]') : null
  // A press is a pointerdown (or a key going down) and then a click, and a menu opens on the
  // first. One that began before its control was ready and ended after may have reached React
  // only as a click, which the menu does not answer: its click is held and replayed as a whole
  // press. But React, once its code is in, hydrates a control at once to hand it a pointerdown,
  // and the menu then opens on it; replaying the press would close it again. The control's
  // aria-expanded tells the two apart: it changed if React answered the pointerdown.
  let pressedEarly: { el: HTMLElement; expanded: string | null } | null = null
  const pressStart = (event: Event) => {
    const target = holdable(event.target)
    pressedEarly = target && !ready(target) ? { el: target, expanded: target.getAttribute('aria-expanded') } : null
  }
  document.addEventListener('pointerdown', pressStart, true)
  document.addEventListener('keydown', pressStart, true)

  document.addEventListener(
    'click',
    (event) => {
      if (late() || event.button || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = holdable(event.target)
      const early = target === pressedEarly?.el && target.getAttribute('aria-expanded') === pressedEarly.expanded
      pressedEarly = null
      if (!target || (ready(target) && !early) || (target instanceof HTMLButtonElement && target.disabled)) return
      if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form && !target.form.hasAttribute('data-hold-submit')) return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (until === Infinity) {
        until = Date.now() + HOLD_MS
        setTimeout(replay, HOLD_MS + 100)
      }
      if (!held.includes(target)) held.push(target)
      if (held.length > MOST_HELD) held.shift()
      if (hydrated) setTimeout(replay, 50)
    },
    true,
  )

  const fire = (el: HTMLElement) => {
    // Radix opens a menu on pointerdown, not on click.
    if (el.getAttribute('aria-haspopup') === 'menu') {
      el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' }))
    }
    el.click()
  }
  const replay = () => {
    held = held.filter((el) => {
      if (!el.isConnected) return false
      if (!ready(el) && !late()) return true
      fire(el)
      return false
    })
    if (held.length) setTimeout(replay, 50)
  }
  window.__yatriHydrated = () => {
    if (hydrated) return
    hydrated = true
    setTimeout(replay, 0)
  }

  // The home page's lower sections wait until the whole stylesheet is in, then are drawn as
  // they near the screen (app/styles/later-drawn.css). Once the reader scrolls, all are drawn,
  // one a frame, and the page marked `drawn`: a position stored from then on (a reload, the back
  // button) is one in the page as drawn, where a return to it lands. The browser's scroll
  // anchoring keeps what is on screen in place as the sections above shrink to their real height.
  const classes = document.documentElement.classList
  const show = () => {
    classes.add('shown')
    addEventListener('scroll', drawAll, { once: true, passive: true })
  }
  const drawAll = () => {
    const later = [...document.querySelectorAll<HTMLElement>('.later')]
    const next = () => {
      const section = later.shift()
      if (!section) return classes.add('drawn')
      section.style.contentVisibility = 'visible'
      requestAnimationFrame(next)
    }
    if (!classes.contains('drawn')) next()
  }
  // Their pictures, and those of the cars' cards, wait until each is within a screen of the view
  // (app/styles/later.css, pictures-wait.css).
  const markNear = () => {
    // Every browser that applies that rule (scripting: enabled) has IntersectionObserver.
    if (typeof IntersectionObserver !== 'function') return
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) {
            entry.target.setAttribute(NEAR_SCREEN, '')
            near.unobserve(entry.target)
          }
      },
      { rootMargin: NEAR_MARGIN },
    )
    document.querySelectorAll(NEAR_TARGETS).forEach((target) => near.observe(target))
  }

  // The rest of the stylesheet goes right after the document's own styles, before any route
  // stylesheet, so the cascade is that of all.css. Should it fail (a page the service worker
  // kept offline, a release gone), the whole sheet, which the worker keeps, takes its place.
  const go = () => {
    markNear()
    const href = parked.dataset.styles
    const whole = parked.dataset.whole
    const inline = document.getElementById(STYLE_ID)
    if (href && inline && !document.querySelector('link[data-yatri-all]')) {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      link.setAttribute('data-yatri-all', '')
      // Drawn before their styles arrive, the home page's lower sections have other heights than
      // when the position was stored, and where the browser's own restore and its scroll
      // anchoring then leave the reader depends on timing: once at the footer. With every style
      // in, the stored position is again the place the reader left.
      link.onload = () => {
        if (restored !== undefined) jump(restored)
        show()
      }
      link.onerror = () => {
        if (!whole || link.getAttribute('href') === whole) return show()
        link.href = whole
      }
      inline.after(link)
    } else show()
    setTimeout(show, 5000)
    // The icon as a file, after the paint: inside every document it cost 200 bytes of the first
    // round trip. A tab icon a moment later costs the reader nothing; nor does the manifest,
    // which only an install needs.
    icon.href = ICON_HREF
    const manifest = document.createElement('link')
    manifest.rel = 'manifest'
    manifest.href = MANIFEST_HREF
    document.head.appendChild(manifest)
    // A Hindi or Marathi page's messages, which hydration waits for, load beside its scripts.
    const messages = document.querySelector<HTMLMetaElement>(`meta[name=${MESSAGES_META}]`)
    if (messages) {
      const preload = document.createElement('link')
      preload.rel = 'preload'
      preload.as = 'fetch'
      preload.crossOrigin = 'anonymous'
      preload.href = messages.content
      document.head.appendChild(preload)
    }
    const module = document.createElement('script')
    module.type = 'module'
    module.nonce = parked.nonce
    module.textContent = parked.textContent
    module.onerror = () => {
      until = 0
      replay()
    }
    document.head.appendChild(module)
  }

  // "After the first paint" means the first-contentful-paint entry, which arrives once the
  // frame is on screen. Two animation frames were not enough: with a slow compositor the main
  // thread runs them before the first frame is presented, and the stylesheet and scripts then
  // finished loading before the paint in loads Lighthouse recorded (it charges such requests to
  // LCP). Without paint timing, or if no paint comes within 1.5 s, two frames it is.
  let started = false
  const start = () => {
    if (started) return
    started = true
    // React Router's own entry (a key and its place in the history), so that creating its
    // router does not write it again: that write came inside the render that starts
    // hydration, which React cannot split (bench/browser/react-router-markup.spec.ts). Written
    // once the page is on screen, not as it is parsed, where it was the costliest line of this
    // script (the whole script 1.9 → 1.4 ms, median of 15 loads of /aboutNav, unslowed; its
    // slowest loads 8.2 → 3.8 ms); and not in go(), whose task often crosses the 10 ms that
    // Lantern counts (docs/performance-history.md, 2026-12-03).
    if (!(history.state as { key?: string } | null)?.key) history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, '')
    setTimeout(go, 0)
  }
  const frames = () => requestAnimationFrame(() => requestAnimationFrame(start))
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      start()
    })
    observer.observe({ type: 'paint', buffered: true })
    setTimeout(frames, 1500)
  } else frames()
}
