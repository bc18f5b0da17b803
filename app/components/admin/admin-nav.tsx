import { NavLink } from 'react-router'

/** The owner's screens. Bookings is the panel itself; each link marks the screen open. */
export const ADMIN_SCREENS = [
  { to: '/admin-panel', label: 'Bookings', end: true },
  { to: '/admin-panel/calendar', label: 'Calendar', end: false },
  { to: '/admin-panel/drivers', label: 'Drivers', end: false },
  { to: '/admin-panel/fleet', label: 'Fleet', end: false },
  { to: '/admin-panel/new-booking', label: 'New booking', end: false },
  { to: '/admin-panel/reviews', label: 'Reviews', end: false },
] as const

export function AdminNav({ current }: { current?: (typeof ADMIN_SCREENS)[number]['label'] }) {
  return (
    <nav className="admin-nav" aria-label="Owner’s screens">
      <ul className="admin-nav__list">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={screen.to}
              end={screen.end}
              className={({ isActive }) => `admin-nav__link${isActive || current === screen.label ? ' admin-nav__link--active' : ''}`}
              aria-current={current === screen.label ? 'page' : undefined}
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The top of every owner's screen: the navigation, the page's name and a line about it. */
export function AdminHeader({
  title,
  lead,
  current,
  eyebrow = 'Admin panel',
  children,
}: {
  title: React.ReactNode
  lead?: React.ReactNode
  current?: (typeof ADMIN_SCREENS)[number]['label']
  eyebrow?: string
  children?: React.ReactNode
}) {
  return (
    <header className="admin__intro admin__intro--compact">
      <div className="container">
        <AdminNav current={current} />
        <p className="section__eyebrow">{eyebrow}</p>
        <h1 className="admin__title">{title}</h1>
        {lead ? <p className="admin__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  )
}
