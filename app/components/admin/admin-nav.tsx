import { NavLink } from 'react-router'
import { msg } from '~/i18n/message'
import { useT } from '~/i18n/use-t'

/** The owner's screens. Bookings is the panel itself; each link marks the screen open. */
export const ADMIN_SCREENS = [
  { to: '/admin-panel', label: msg('Bookings'), end: true },
  { to: '/admin-panel/calendar', label: msg('Calendar'), end: false },
  { to: '/admin-panel/drivers', label: msg('Drivers'), end: false },
  { to: '/admin-panel/fleet', label: msg('Fleet'), end: false },
  { to: '/admin-panel/new-booking', label: msg('New booking'), end: false },
  { to: '/admin-panel/reviews', label: msg('Reviews'), end: false },
] as const

/** `current` is the screen's English label (its message), e.g. "Drivers". */
export function AdminNav({ current }: { current?: string }) {
  const t = useT()
  return (
    <nav className="admin-nav" aria-label={t('Owner’s screens')}>
      <ul className="admin-nav__list">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={t.path(screen.to)}
              end={screen.end}
              className={({ isActive }) => `admin-nav__link${isActive || current === screen.label ? ' admin-nav__link--active' : ''}`}
              aria-current={current === screen.label ? 'page' : undefined}
            >
              {t(screen.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The top of every owner's screen: the navigation, the page's name and a line about it (texts already in the owner's language). */
export function AdminHeader({
  title,
  lead,
  current,
  eyebrow,
  children,
}: {
  title: React.ReactNode
  lead?: React.ReactNode
  current?: string
  eyebrow?: string
  children?: React.ReactNode
}) {
  const t = useT()
  return (
    <header className="admin__intro admin__intro--compact">
      <div className="container">
        <AdminNav current={current} />
        <p className="section__eyebrow">{eyebrow ?? t('Admin panel')}</p>
        <h1 className="admin__title">{title}</h1>
        {lead ? <p className="admin__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  )
}
