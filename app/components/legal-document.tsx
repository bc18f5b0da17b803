import type { LegalSection } from '~/catalog/legal'
import { formatIndianDate } from '~/domain/dates'
import { useT } from '~/i18n/use-t'

function anchorOf(heading: string) {
  return heading
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * /terms and /privacy: a title band, a table of contents and the sections. Headings and
 * paragraphs are messages, shown in the page's language; the anchors stay the English
 * headings', so a link to a section works in every language.
 */
export function LegalDocument({ title, intro, sections, updated }: { title: string; intro: string; sections: readonly LegalSection[]; updated: string }) {
  const t = useT()
  return (
    <article className="legal">
      <header className="legal__band">
        <div className="legal__band-inner">
          <p className="legal__eyebrow">{t('Legal')}</p>
          <h1 className="legal__title">{title}</h1>
          <p className="legal__intro">{intro}</p>
          <p className="legal__updated">
            {t.rich('Last updated <date>{date}</date>', { date: (c) => <time dateTime={updated}>{c}</time> }, { date: formatIndianDate(updated, t.lang) })}
          </p>
        </div>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc" aria-label={t('On this page')}>
          <p className="legal__toc-title">{t('On this page')}</p>
          <ol>
            {sections.map((s) => (
              <li key={s.heading}>
                <a href={`#${anchorOf(s.heading)}`}>{t(s.heading)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {sections.map((s, i) => (
            <section key={s.heading} id={anchorOf(s.heading)} className="legal__section">
              <h2>
                <span className="legal__num" aria-hidden="true">
                  {i + 1}.
                </span>{' '}
                {t(s.heading)}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{t(p)}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
