import { Link, NavLink } from 'react-router'
import { AccountSlot } from './auth/account-menu'
import { useRootData } from '~/root'

export const NAV_LINKS = [
  { to: '/', label: 'HOME' },
  { to: '/carlistNav', label: 'CARS' },
  { to: '/servicesNav', label: 'SERVICES' },
  { to: '/aboutNav', label: 'ABOUT' },
  { to: '/contactNav', label: 'CONTACT' },
] as const

export function SiteHeader() {
  const { business, user } = useRootData()
  return (
    <header className="site-header">
      <nav className="site-header__inner" aria-label="Main">
        <Link to="/" className="brand" aria-label={`${business.name}, home`}>
          <img src="/images/brand/logo" alt="" width={36} height={36} />
          <span className="brand__name">{business.name}</span>
        </Link>
        <ul className="site-nav">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end prefetch="intent">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="site-header__account">
          <AccountSlot user={user} />
        </div>
      </nav>
    </header>
  )
}

export { AccountIcon, LoginIcon } from './auth/account-menu'
