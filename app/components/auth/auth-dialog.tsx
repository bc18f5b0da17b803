import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { Modal } from '~/components/ui/modal'
import { useT } from '~/i18n/use-t'
import { AuthForm, type AuthMode } from './auth-form'

/**
 * The login/register form in a centred dialog (the header's login icon). Other features may
 * open it too, e.g. to let a visitor log in without losing a booking they are entering:
 * pass `redirectTo` as the current page and the dialog's state survives the sign-in.
 */
export function AuthDialog({
  open,
  onOpenChange,
  initialMode = 'login',
  redirectTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initialMode?: AuthMode
  redirectTo?: string
}) {
  const t = useT()
  const [mode, setMode] = useState<AuthMode>(initialMode)
  const location = useLocation()
  const seenKey = useRef(location.key)

  useEffect(() => {
    if (open) setMode(initialMode)
  }, [open, initialMode])

  // Focus goes back to whatever opened the dialog. The dialog primitive returns it only to
  // a trigger of its own, and this dialog is opened from a link or from another feature.
  const opener = useRef<HTMLElement | null>(null)
  // A layout effect: it runs before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }, [open])
  useEffect(() => {
    if (open) return
    const element = opener.current
    opener.current = null
    if (element?.isConnected) {
      const timer = window.setTimeout(() => element.focus(), 0)
      return () => window.clearTimeout(timer)
    }
  }, [open])

  // A successful sign-in redirects; the new location is the signal to close.
  useEffect(() => {
    if (location.key !== seenKey.current) {
      seenKey.current = location.key
      onOpenChange(false)
    }
  }, [location.key, onOpenChange])

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'login' ? t('Login') : t('Register')}
      className="auth-dialog"
      closeLabel={t('Close login dialog')}
    >
      <AuthForm variant="dialog" mode={mode} onModeChange={setMode} redirectTo={redirectTo} />
    </Modal>
  )
}
