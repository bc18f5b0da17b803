import type { ReactNode } from 'react'

/**
 * A section's title is the page's h1 on its own page (/carlistNav) and an h2 on the home
 * page; everything inside it is one level lower, so the outline never skips a level.
 */
export type HeadingLevel = 1 | 2

export function subHeading(level: HeadingLevel) {
  return level === 1 ? 'h2' : 'h3'
}

export function SectionHeader({
  level,
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  level: HeadingLevel
  id: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  align?: 'center' | 'start'
}) {
  const Title = level === 1 ? 'h1' : 'h2'
  return (
    <header className={`section-header section-header--${align}`}>
      {eyebrow ? <p className="section-header__eyebrow">{eyebrow}</p> : null}
      <Title id={id} className="section-header__title">
        {title}
      </Title>
      {lead ? <p className="section-header__lead">{lead}</p> : null}
    </header>
  )
}
