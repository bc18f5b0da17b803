import { useCallback, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Open/closed state of a header menu that closes when the reader moves to another page. It
 * remembers the page it was opened on rather than closing in an effect on each new page: that
 * effect also runs once the page has hydrated, and closed a menu a tap had opened just before.
 */
export function useOpenOnPage(): [open: boolean, setOpen: (next: boolean | ((was: boolean) => boolean)) => void] {
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = useCallback(
    (next: boolean | ((was: boolean) => boolean)) => setOpenOn((on) => ((typeof next === 'function' ? next(on === pathname) : next) ? pathname : null)),
    [pathname],
  )
  return [open, setOpen]
}
