import { useEffect, useRef } from 'react'
import { Link, NavLink } from 'react-router'
import { AccountSlot } from './auth/account-menu'
import { useRootData } from '~/components/root-data'
import { msg } from '~/i18n/message'
import { useT } from '~/i18n/use-t'
import { BrandMark, CloseIcon, MenuIcon } from './icons'
import { LanguageSwitcher } from './language-switcher'
import { useOpenOnPage } from './use-open-on-page'

export const NAV_LINKS = [
  { to: '/', label: msg('HOME') },
  { to: '/carlistNav', label: msg('CARS') },
  { to: '/servicesNav', label: msg('SERVICES') },
  { to: '/aboutNav', label: msg('ABOUT') },
  { to: '/contactNav', label: msg('CONTACT') },
] as const

/**
 * The navigation bar. On phones the five links fold into a menu button; the account slot
 * stays on the right at every width.
 */
export function SiteHeader() {
  const { business, user } = useRootData()
  const t = useT()
  const [menuOpen, setMenuOpen] = useOpenOnPage()
  const headerRef = useRef<HTMLElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        menuButtonRef.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setMenuOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [menuOpen, setMenuOpen])

  return (
    <header className="site-header" ref={headerRef} data-menu-open={menuOpen ? '' : undefined}>
      <nav className="site-header__inner" aria-label={t('Main')}>
        <Link to={t.path('/')} className="brand" aria-label={t('{name}, home', { name: business.name })}>
          <BrandMark className="brand__logo" size={36} />
          <span className="brand__name">{business.name}</span>
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t('Close menu') : t('Open menu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </button>
        <ul id="site-nav" className="site-nav">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={t.path(link.to)} end prefetch="intent">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher />
        <div className="site-header__account">
          <AccountSlot user={user} />
        </div>
      </nav>
    </header>
  )
}
