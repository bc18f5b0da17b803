import type { EmblaCarouselType } from 'embla-carousel'
import { type KeyboardEvent, memo, useCallback, useEffect, useRef, useState } from 'react'
import { slides } from '~/catalog/slides'
import { BookButton } from '~/components/booking/book-button'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/icons'
import { useT } from '~/i18n/use-t'
import { SectionHeader, subHeading, type HeadingLevel } from './section-header'

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduced
}

type Move = (embla: EmblaCarouselType, jump: boolean) => void

/**
 * Loads Embla when the visitor shows interest (pointer over the carousel, a touch, focus,
 * or the first scroll of the page), not with the page: the home page's first load stays
 * within its JavaScript budget. A control pressed before Embla arrives is carried out once
 * it has.
 */
function useLazyEmbla(viewportRef: React.RefObject<HTMLDivElement | null>) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const requested = useRef(false)
  const pending = useRef<Move | null>(null)

  const start = useCallback(() => {
    if (requested.current) return
    requested.current = true
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const viewport = viewportRef.current
      if (!viewport) return
      const api = EmblaCarousel(viewport, { loop: true, duration: 28 })
      setEmbla(api)
      pending.current?.(api, true)
      pending.current = null
    })
  }, [viewportRef])

  useEffect(() => {
    // Interest shown before hydration (a scroll, the pointer or focus already there) counts too.
    if (window.scrollY > 0 || viewportRef.current?.closest('.carousel')?.matches(':hover, :focus-within')) return start()
    window.addEventListener('scroll', start, { once: true, passive: true })
    return () => window.removeEventListener('scroll', start)
  }, [start, viewportRef])

  useEffect(() => () => embla?.destroy(), [embla])

  const run = useCallback(
    (move: Move, jump: boolean) => {
      if (embla) return move(embla, jump)
      pending.current = move
      start()
    },
    [embla, start],
  )

  return { embla, run, intentHandlers: { onPointerEnter: start, onTouchStart: start, onFocus: start } }
}

// Memoized: a route that React Router renders again with the same props leaves it as it was (docs/performance.md).
/**
 * Second landing block: three slides with previous/next buttons, dots, arrow keys and
 * swipe (Embla), and the "Book Your Car" button. The slides keep a fixed aspect ratio, so
 * nothing moves when the script takes over or a slide changes.
 */
export const JourneysCarousel = memo(function JourneysCarousel({ level = 2 }: { level?: HeadingLevel }) {
  const t = useT()
  const reduced = usePrefersReducedMotion()
  const viewportRef = useRef<HTMLDivElement>(null)
  const { embla, run, intentHandlers } = useLazyEmbla(viewportRef)
  const [selected, setSelected] = useState(0)
  // Slides 2 and 3 sit beside the viewport, out of sight: their pictures wait until the
  // carousel comes near the screen (carousel.css), then load at once, ready for a swipe.
  const [warm, setWarm] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const SlideTitle = subHeading(level)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  useEffect(() => {
    const node = rootRef.current
    if (!node || warm) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setWarm(true)
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [warm])

  // With reduced motion the slides jump instead of gliding.
  const prev = useCallback(() => run((e, jump) => e.scrollPrev(jump || reduced), false), [run, reduced])
  const next = useCallback(() => run((e, jump) => e.scrollNext(jump || reduced), false), [run, reduced])
  const goTo = (i: number) => run((e, jump) => e.scrollTo(i, jump || reduced), false)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      prev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    }
  }

  return (
    <section className="section journeys" aria-labelledby="journeys-title">
      <div className="container">
        <div className="journeys__head">
          <SectionHeader
            level={level}
            id="journeys-title"
            eyebrow={t('Journeys')}
            title={t('Where will you go next?')}
            lead={t('Sunrise highway drives, temple yatras and misty hill stations: we plan the road, you enjoy the view.')}
            align="start"
          />
          <BookButton className="btn btn--accent btn--lg journeys__book">{t('Book Your Car')}</BookButton>
        </div>

        <div
          ref={rootRef}
          className="carousel"
          data-warm={warm ? '' : undefined}
          role="region"
          aria-roledescription={t('carousel')}
          aria-label={t('Featured journeys')}
          tabIndex={0}
          onKeyDown={onKeyDown}
          {...intentHandlers}
        >
          <div className="carousel__viewport" ref={viewportRef}>
            <div className="carousel__track" id="journeys-slides" aria-live="polite">
              {slides.map((slide, i) => (
                <div
                  key={slide.image}
                  className="carousel__slide"
                  role="group"
                  aria-roledescription={t('slide')}
                  aria-label={t('{number} of {count}', { number: t.n(i + 1), count: t.n(slides.length) })}
                  aria-hidden={i === selected ? undefined : true}
                  data-selected={i === selected ? '' : undefined}
                >
                  <div className="carousel__media">
                    <img src={slide.image} alt={t(slide.alt)} width={1600} height={900} loading={warm ? 'eager' : 'lazy'} draggable={false} />
                  </div>
                  <div className="carousel__caption">
                    <p className="carousel__count" aria-hidden="true">
                      {String(i + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
                    </p>
                    <SlideTitle className="carousel__title">{t(slide.heading)}</SlideTitle>
                    <p className="carousel__text">{t(slide.text)}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>

          <div className="carousel__controls">
            <div className="carousel__dots">
              {slides.map((slide, i) => (
                <button
                  key={slide.image}
                  type="button"
                  className="carousel__dot"
                  aria-label={t('Show slide {number}: {heading}', { number: t.n(i + 1), heading: t(slide.heading) })}
                  aria-current={i === selected ? 'true' : undefined}
                  aria-controls="journeys-slides"
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
            <div className="carousel__arrows">
              <button type="button" className="carousel__arrow" aria-label={t('Previous slide')} aria-controls="journeys-slides" onClick={prev}>
                <ChevronLeftIcon size={22} />
              </button>
              <button type="button" className="carousel__arrow" aria-label={t('Next slide')} aria-controls="journeys-slides" onClick={next}>
                <ChevronRightIcon size={22} />
              </button>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
})
