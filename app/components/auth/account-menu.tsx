import * as Menu from '@radix-ui/react-dropdown-menu'
import { useState } from 'react'
import { Link, useSubmit } from 'react-router'
import type { SessionUser } from '~/services/session.server'
import '~/styles/accounts.css'
import { AuthDialog } from './auth-dialog'

/**
 * The account slot of the navigation bar, drawn on the server from the root loader's user,
 * so the right icon is there from the first paint. Signed out: the login icon, a link to
 * /login that opens the dialog instead once JavaScript runs. Signed in: the profile menu.
 */
export function AccountSlot({ user }: { user: SessionUser | null }) {
  return user ? <ProfileMenu user={user} /> : <LoginButton />
}

function LoginButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Link
        to="/login"
        className="icon-button"
        aria-label="Log in"
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        <LoginIcon />
      </Link>
      <AuthDialog open={open} onOpenChange={setOpen} />
    </>
  )
}

function ProfileMenu({ user }: { user: SessionUser }) {
  const submit = useSubmit()
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="icon-button account-menu__trigger" aria-label={`Account menu for ${user.name}`}>
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
          <Link to="/personal-info">Personal Info</Link>
        </Menu.Item>
        <Menu.Item asChild className="account-menu__item">
          <Link to="/booking-history">Booking History</Link>
        </Menu.Item>
        <Menu.Item asChild className="account-menu__item">
          <Link to="/feedback">Feedback Form</Link>
        </Menu.Item>
        <Menu.Separator className="account-menu__separator" />
        <Menu.Item className="account-menu__item account-menu__item--logout" onSelect={() => submit(null, { method: 'post', action: '/logout' })}>
          Logout
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  )
}

export function LoginIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 17l1.4-1.4-2.6-2.6H20v-2H8.8l2.6-2.6L10 7l-5 5 5 5zM4 5h8V3H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h8v-2H4V5z" transform="matrix(-1 0 0 1 24 0)" />
    </svg>
  )
}

export function AccountIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5z" />
    </svg>
  )
}
