import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Reads the page's data again when the traveller comes back to the tab and, while it is in
 * view, every `everyMs`: the owner's moves (a driver assigned, a new vehicle) show up without a
 * reload. One small loader request per interval, none while the tab is hidden.
 */
export function useLiveData(everyMs = 20_000): void {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    const refresh = () => {
      // Offline the data cannot come, and a failed refresh would replace the saved page with an error.
      if (document.visibilityState === 'visible' && state === 'idle' && navigator.onLine) void revalidate()
    }
    const timer = window.setInterval(refresh, everyMs)
    document.addEventListener('visibilitychange', refresh)
    window.addEventListener('focus', refresh)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', refresh)
      window.removeEventListener('focus', refresh)
    }
  }, [revalidate, state, everyMs])
}
