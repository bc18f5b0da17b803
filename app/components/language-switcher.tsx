import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { LanguageOffer } from '~/domain/root-data'
import { LANGUAGE_NAMES, LANGUAGES } from '~/i18n/languages'
import { useT } from '~/i18n/use-t'
import { useOpenOnPage } from './use-open-on-page'

/** Three buttons posting the choice (app/routes/language.ts), which shows `returnTo` in it. */
export function LanguageChoices({ returnTo, className }: { returnTo: string; className: string }) {
  const t = useT()
  return (
    <form method="post" action="/language" className={className}>
      <input type="hidden" name="returnTo" value={returnTo} />
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="submit"
          name="lang"
          value={lang}
          lang={lang}
          className="lang-switch__option"
          aria-current={lang === t.lang ? 'true' : undefined}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </form>
  )
}

/**
 * The header's "Language" switcher. In the document it is a link to the language page
 * (app/routes/choose-language.tsx), which works before and without the page's scripts and
 * keeps every document small; once they run, it opens the same three choices in place.
 */
export function LanguageSwitcher() {
  const t = useT()
  const { pathname, search } = useLocation()
  const returnTo = `${pathname}${search}`
  const [open, setOpen] = useOpenOnPage()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      ref.current?.querySelector<HTMLElement>('.lang-switch__button')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, setOpen])

  return (
    <div className="lang-switch" ref={ref}>
      <a
        href={returnTo === '/' ? t.path('/choose-language') : `${t.path('/choose-language')}?returnTo=${encodeURIComponent(returnTo)}`}
        className="icon-button lang-switch__button"
        aria-label={t('Language')}
        aria-expanded={open || undefined}
        onClick={(event) => {
          event.preventDefault()
          setOpen((was) => !was)
        }}
      >
        <span aria-hidden="true" className="lang-switch__glyph">
          अA
        </span>
      </a>
      {open ? <LanguageChoices returnTo={returnTo} className="lang-switch__menu" /> : null}
    </div>
  )
}

/**
 * A first visitor whose browser prefers Hindi or Marathi is offered it, never sent there:
 * either answer is remembered, so the offer shows once.
 */
export function LanguageOfferBar({ offer }: { offer: LanguageOffer }) {
  return (
    <form method="post" action="/language" className="lang-offer" lang={offer.lang}>
      <input type="hidden" name="returnTo" value="/" />
      <p className="lang-offer__text">{offer.text}</p>
      <button type="submit" name="lang" value={offer.lang} className="btn btn--primary lang-offer__accept">
        {offer.accept}
      </button>
      <button type="submit" name="lang" value="en" className="lang-offer__decline">
        {offer.decline}
      </button>
    </form>
  )
}
