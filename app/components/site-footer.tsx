import { memo } from 'react'
import { Link } from 'react-router'
import { formatWhatsappNumber, mailtoHref, telHref, whatsappHref } from '~/domain/business'
import type { Business } from '~/domain/business'
import { TAGLINE_MESSAGE } from '~/domain/json-ld'
import { msg } from '~/i18n/message'
import { useT } from '~/i18n/use-t'
import { BrandMark, FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon, YoutubeIcon } from './icons'

const EXPLORE = [
  { to: '/', label: msg('Home') },
  { to: '/carlistNav', label: msg('Cars') },
  { to: '/servicesNav', label: msg('Services') },
  { to: '/reviews', label: msg('Reviews') },
  { to: '/aboutNav', label: msg('About') },
  { to: '/contactNav', label: msg('Contact') },
]

// Memoized: a route that React Router renders again with the same props leaves it as it was (docs/performance.md).
export const SiteFooter = memo(function SiteFooter({ business }: { business: Business }) {
  const t = useT()
  const social = [
    { label: 'WhatsApp', href: whatsappHref(business.whatsapp), icon: <WhatsappIcon /> },
    { label: 'Instagram', href: business.instagram, icon: <InstagramIcon /> },
    { label: 'Facebook', href: business.facebook, icon: <FacebookIcon /> },
    { label: 'YouTube', href: business.youtube, icon: <YoutubeIcon /> },
  ]
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to={t.path('/')} className="site-footer__logo">
            <BrandMark size={40} />
            <span>{business.name}</span>
          </Link>
          <p className="site-footer__tagline">{business.tagline === TAGLINE_MESSAGE ? t(TAGLINE_MESSAGE) : business.tagline}</p>
          <ul className="site-footer__social">
            {social.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={t('{name} (opens in a new tab)', { name: s.label })}>
                  {s.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className="site-footer__col" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            {t('Explore')}
          </h2>
          <ul className="site-footer__links">
            {EXPLORE.map((l) => (
              <li key={l.to}>
                <Link to={t.path(l.to)}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            {t('Legal')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={t.path('/terms')}>{t('Terms & Conditions')}</Link>
            </li>
            <li>
              <Link to={t.path('/privacy')}>{t('Privacy Notice')}</Link>
            </li>
          </ul>
        </nav>

        <div className="site-footer__col site-footer__contact">
          <h2 className="site-footer__heading">{t('Reach us')}</h2>
          <ul className="site-footer__links">
            <li>
              <a href={telHref(business.phone)}>
                <PhoneIcon size={16} />
                {business.phone}
              </a>
            </li>
            <li>
              <a href={mailtoHref(business.email)}>
                <MailIcon size={16} />
                {business.email}
              </a>
            </li>
            <li>
              <a href={whatsappHref(business.whatsapp)} target="_blank" rel="noopener noreferrer">
                <WhatsappIcon size={16} />
                WhatsApp {formatWhatsappNumber(business.whatsapp)}
                <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
              </a>
            </li>
            <li className="site-footer__address">
              <MapPinIcon size={16} />
              <span>{business.address}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p>{t('© {year} {name}. All rights reserved.', { year: new Date().getFullYear(), name: business.name })}</p>
        <p>{t('Cars, cabs and tours across India.')}</p>
      </div>
    </footer>
  )
})
