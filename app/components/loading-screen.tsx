import { useRootData } from '~/components/root-data'
import { useT } from '~/i18n/use-t'
import { BrandMark } from './icons'

/** A strip of rolling hills two identical 240-wide periods long. */
const HILLS = 'M0 92V82C30 82 60 58 100 58S160 76 190 76 225 82 240 82 300 58 340 58 400 76 430 76 465 82 480 82V92Z'

/**
 * Brand title, the line of docs/product.md §Loaders and an animated car. On /loading-page the title is the
 * page's h1; as an overlay above a page it is plain text, the page has its own h1.
 */
export function LoadingScreen({ overlay = false, titleAs = 'p' }: { overlay?: boolean; titleAs?: 'p' | 'h1' }) {
  const { business } = useRootData()
  const t = useT()
  const Title = titleAs
  return (
    <div className={overlay ? 'loading-screen loading-screen--overlay' : 'loading-screen'} role="status">
      <div className="loading-screen__brand">
        <BrandMark className="loading-screen__logo" size={44} />
        <Title className="loading-screen__title">{business.name}</Title>
      </div>
      {/*
        Each moving part is a layer of its own, moved by CSS transforms on the layer: the
        compositor runs those without the page's main thread, which is busy loading the page
        while the loader shows. Moved inside one SVG, every part was repainted on the main
        thread each frame.
      */}
      <div className="loader-scene" aria-hidden="true">
        <svg className="loader-scene__sky" viewBox="0 0 240 120">
          <rect width="240" height="120" fill="#f0fdfa" />
          <circle cx="188" cy="32" r="14" fill="#fde68a" />
        </svg>
        {/* Each strip is two identical 240-wide periods, so sliding by 240 loops without a seam. */}
        {/* The far hills are the near ones drawn taller and higher: the same path costs the document nothing twice. */}
        <svg className="loader-scene__layer loader-scene__far" viewBox="0 0 480 120" preserveAspectRatio="none">
          <path d={HILLS} transform="matrix(1 0 0 1.25 0 -32.5)" fill="#d9f4ee" />
        </svg>
        <svg className="loader-scene__layer loader-scene__hills" viewBox="0 0 480 120" preserveAspectRatio="none">
          <path d={HILLS} fill="#a7e3d6" />
        </svg>
        <svg className="loader-scene__layer loader-scene__dashes" viewBox="0 0 480 120" preserveAspectRatio="none">
          <rect y="90" width="480" height="30" fill="#e7e2d6" />
          <path d="M0 108h480" stroke="#fff" strokeWidth="3" strokeDasharray="18 14" />
        </svg>
        <div className="loader-scene__layer loader-scene__car">
          <svg className="loader-scene__layer" viewBox="0 0 240 120">
            <path d="M18 62h22M10 74h26M22 86h14" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
            <ellipse cx="125" cy="105" rx="70" ry="4" fill="#0f172a24" />
            <path
              d="M52 90V77c0-4 3-6.5 7-7l19-3 17-16c3-2.8 6.4-4 10.5-4h47c5 0 8.5 1.8 11 5.5L177 68l11 2c5 1 9 4.4 9 10v9c0 2.2-1.8 4-4 4H56c-2.2 0-4-1.8-4-4z"
              fill="#0f766e"
            />
            <path d="M99 53h24v16H83z" fill="#e0f2fe" />
            <path d="M128 53h22c2.6 0 4.6 1 6 3l9 13h-37z" fill="#e0f2fe" />
            <rect x="52" y="79" width="145" height="4" fill="#f59e0b" />
            <rect x="190" y="72" width="7" height="5" rx="1.5" fill="#fde68a" />
            <rect x="52" y="73" width="5" height="5" rx="1.5" fill="#ef4444" />
          </svg>
          {['loader-scene__wheel--back', 'loader-scene__wheel--front'].map((place) => (
            <svg key={place} className={`loader-scene__wheel ${place}`} viewBox="0 0 24 24">
              <circle cx="12" cy="12" r="12" fill="#1e293b" />
              <circle cx="12" cy="12" r="5.5" fill="#cbd5e1" />
              <path d="M12 3v18M3 12h18" stroke="#cbd5e1" strokeWidth="2" />
            </svg>
          ))}
        </div>
      </div>
      <p className="loading-screen__text">{t('Finding the best rides for you...')}</p>
      <span className="loading-screen__bar" aria-hidden="true" />
    </div>
  )
}
