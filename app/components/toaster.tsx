import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Toast } from '~/domain/toast'
import { useT } from '~/i18n/use-t'

// docs/product.md §Alerts: alerts stay at least 5 s and are announced to screen readers.
const VISIBLE_MS = 6000

type Notify = (toast: Toast) => void
const ToastContext = createContext<Notify>(() => {})
export const useToast = () => useContext(ToastContext)

type Shown = Toast & { key: number }

export function ToastProvider({ initial, children }: { initial: Toast | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>([])
  const counter = useRef(0)

  const dismiss = useCallback((key: number) => setToasts((all) => all.filter((t) => t.key !== key)), [])
  const notify = useCallback<Notify>(
    (toast) => {
      const key = ++counter.current
      setToasts((all) => [...all.slice(-3), { ...toast, key }])
      window.setTimeout(() => dismiss(key), VISIBLE_MS)
    },
    [dismiss],
  )

  // A toast from the server (after a redirect) arrives as loader data.
  const lastInitial = useRef<Toast | null>(null)
  useEffect(() => {
    if (initial && initial !== lastInitial.current) {
      lastInitial.current = initial
      notify(initial)
    }
  }, [initial, notify])

  const value = useMemo(() => notify, [notify])
  const polite = toasts.filter((t) => t.type !== 'error')
  const urgent = toasts.filter((t) => t.type === 'error')
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts">
        <div role="status" aria-live="polite" className="toasts__stack">
          {polite.map((t) => (
            <ToastItem key={t.key} toast={t} onClose={() => dismiss(t.key)} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="toasts__stack">
          {urgent.map((t) => (
            <ToastItem key={t.key} toast={t} onClose={() => dismiss(t.key)} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

function ToastItem({ toast, onClose }: { toast: Shown; onClose: () => void }) {
  const t = useT()
  return (
    <div className={`toast toast--${toast.type}`} data-testid="toast">
      {/* Toasts carry their message in English, from wherever they were raised; shown, they speak the page's language. */}
      <p>{t(toast.message)}</p>
      <button type="button" className="toast__close" onClick={onClose} aria-label={t('Dismiss notification')}>
        ×
      </button>
    </div>
  )
}
