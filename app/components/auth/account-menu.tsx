import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { SessionUser } from '~/domain/auth'
import { useT } from '~/i18n/use-t'
import { AccountIcon, LoginIcon } from './account-icons'

// Neither the dialog nor the menu is needed to read a page, and with Radix and zod they
// weigh more than the rest of the page's own code: both load on their own.
const loadAuthDialog = () => import('./auth-dialog')
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })))
const ProfileMenu = lazy(() => import('./profile-menu'))
const prefetchAuthDialog = () => {
  void loadAuthDialog()
}

/**
 * The account slot of the navigation bar, drawn on the server from the root loader's user,
 * so the right icon is there from the first paint. Signed out: the login icon, a link to
 * /login that opens the dialog instead once JavaScript runs. Signed in: the profile menu.
 */
export function AccountSlot({ user }: { user: SessionUser | null }) {
  // A press on the button before the menu's code has arrived opens the menu when it does.
  const [pressedEarly, setPressedEarly] = useState(false)
  if (!user) return <LoginButton />
  return (
    <Suspense fallback={<MenuPlaceholder user={user} onPress={() => setPressedEarly(true)} />}>
      <ProfileMenu user={user} defaultOpen={pressedEarly} />
    </Suspense>
  )
}

/** The menu's button as it looks before the menu's code has arrived. */
function MenuPlaceholder({ user, onPress }: { user: SessionUser; onPress: () => void }) {
  const t = useT()
  return (
    <button
      type="button"
      className="icon-button account-menu__trigger"
      aria-label={t('Account menu for {name}', { name: user.name })}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onPress}
    >
      {user.image ? <img src={user.image} alt="" width={40} height={40} className="account-menu__avatar" referrerPolicy="no-referrer" /> : <AccountIcon />}
    </button>
  )
}

function LoginButton() {
  const t = useT()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so closing can hand focus back as usual.
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <Link
        to={t.path('/login')}
        className="icon-button"
        aria-label={t('Log in')}
        aria-haspopup="dialog"
        onPointerEnter={prefetchAuthDialog}
        onTouchStart={prefetchAuthDialog}
        onFocus={prefetchAuthDialog}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          setWanted(true)
          setOpen(true)
        }}
      >
        <LoginIcon />
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <AuthDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
