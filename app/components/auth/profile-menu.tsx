import * as Menu from '@radix-ui/react-dropdown-menu'
import { useEffect, useState } from 'react'
import { Link, useSubmit } from 'react-router'
import type { SessionUser } from '~/domain/auth'
import { useT } from '~/i18n/use-t'
import { AccountIcon } from './account-icons'

/** The signed-in visitor's menu; loaded on its own (account-menu.tsx), since visitors never need it. */
export default function ProfileMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const submit = useSubmit()
  const t = useT()
  // Its code loads on its own, so React hydrates it after the rest of the page; the page's
  // boot script holds a tap on it until then (app/services/defer-hydration.boot.ts).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger
        className="icon-button account-menu__trigger"
        aria-label={t('Account menu for {name}', { name: user.name })}
        data-hydrates-late=""
        data-hydrated={hydrated ? '' : undefined}
      >
        {user.image ? <img src={user.image} alt="" width={40} height={40} className="account-menu__avatar" referrerPolicy="no-referrer" /> : <AccountIcon />}
      </Menu.Trigger>
      {/* Not portalled: inside the header the menu stays within the navigation landmark. */}
      <Menu.Content className="account-menu" align="end" sideOffset={8}>
        <Menu.Label className="account-menu__label">
          <span className="account-menu__name">{user.name}</span>
          <span className="account-menu__email">{user.email}</span>
        </Menu.Label>
        <Menu.Separator className="account-menu__separator" />
        <Menu.Item asChild className="account-menu__item">
          <Link to={t.path('/personal-info')}>{t('Personal Info')}</Link>
        </Menu.Item>
        <Menu.Item asChild className="account-menu__item">
          <Link to={t.path('/booking-history')}>{t('Booking History')}</Link>
        </Menu.Item>
        <Menu.Item asChild className="account-menu__item">
          <Link to={t.path('/feedback')}>{t('Feedback Form')}</Link>
        </Menu.Item>
        <Menu.Separator className="account-menu__separator" />
        <Menu.Item className="account-menu__item account-menu__item--logout" onSelect={() => submit({ lang: t.lang }, { method: 'post', action: '/logout' })}>
          {t('Logout')}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  )
}
