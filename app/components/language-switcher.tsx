import { useEffect, useRef } from 'react'
import { Form, useLocation } from 'react-router'
import type { LanguageOffer } from '~/domain/root-data'
import { LANGUAGE_NAMES, LANGUAGES } from '~/i18n/languages'
import { useT } from '~/i18n/use-t'

/**
 * The header's "Language" switcher: the same page in English, हिन्दी or मराठी. A plain form
 * that works before (and without) the page's scripts; the server remembers the choice and
 * answers with the page in the new language (app/routes/language.ts).
 */
export function LanguageSwitcher() {
  const t = useT()
  const { pathname, search } = useLocation()
  const ref = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false
        details.querySelector('summary')?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [])

  return (
    <details className="lang-switch" ref={ref}>
      <summary className="icon-button lang-switch__button" aria-label={t('Language')} title={t('Language')}>
        <span aria-hidden="true" className="lang-switch__glyph">
          अ<span>A</span>
        </span>
      </summary>
      <Form method="post" action="/language" reloadDocument className="lang-switch__menu">
        <p className="lang-switch__title">{t('Language')}</p>
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
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
      </Form>
    </details>
  )
}

/**
 * A first visitor whose browser prefers Hindi or Marathi is offered it, never sent there:
 * either answer is remembered, so the offer shows once.
 */
export function LanguageOfferBar({ offer }: { offer: LanguageOffer }) {
  return (
    <Form method="post" action="/language" reloadDocument className="lang-offer" lang={offer.lang}>
      <input type="hidden" name="returnTo" value="/" />
      <p className="lang-offer__text">{offer.text}</p>
      <button type="submit" name="lang" value={offer.lang} className="btn btn--primary lang-offer__accept">
        {offer.accept}
      </button>
      <button type="submit" name="lang" value="en" className="lang-offer__decline">
        {offer.decline}
      </button>
    </Form>
  )
}
