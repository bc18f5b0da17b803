import { useRootData } from '~/root'

/** Brand title, the SPEC.md line and an animated car. */
export function LoadingScreen({ overlay = false }: { overlay?: boolean }) {
  const { business } = useRootData()
  return (
    <div className={overlay ? 'loading-screen loading-screen--overlay' : 'loading-screen'} role="status" aria-live="polite">
      <p className="loading-screen__title">{business.name}</p>
      <svg className="loading-screen__car" viewBox="0 0 120 48" width="120" height="48" aria-hidden="true" focusable="false">
        <path d="M8 34h104" stroke="#cbd5e1" strokeWidth="2" strokeDasharray="8 6" className="loading-screen__road" />
        <path d="M18 30l8-12c2-3 4-4 8-4h30c4 0 6 1 9 4l10 10h12c4 0 7 3 7 6v4H18z" fill="#0f766e" />
        <path d="M34 16h14v11H27zM52 16h12l9 11H52z" fill="#e0f2fe" />
        <circle cx="38" cy="36" r="6" fill="#1e293b" />
        <circle cx="86" cy="36" r="6" fill="#1e293b" />
        <circle cx="38" cy="36" r="2" fill="#f59e0b" />
        <circle cx="86" cy="36" r="2" fill="#f59e0b" />
      </svg>
      <p className="loading-screen__text">Finding the best rides for you...</p>
    </div>
  )
}
