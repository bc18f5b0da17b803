import { memo } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  ArrowRightIcon,
  BankIcon,
  CardIcon,
  CashIcon,
  FacebookIcon,
  FileTextIcon,
  InstagramIcon,
  MailIcon,
  SmartphoneIcon,
  WhatsappIcon,
  YoutubeIcon,
} from '~/components/icons'
import { formatWhatsappNumber, mailtoHref, PAYMENT_METHODS, telHref, whatsappHref } from '~/domain/business'
import { useRootData } from '~/components/root-data'
import { useT } from '~/i18n/use-t'
import { SectionHeader, subHeading, type HeadingLevel } from './section-header'

const PAYMENT_ICONS: Record<(typeof PAYMENT_METHODS)[number], ReactNode> = {
  UPI: <SmartphoneIcon />,
  'Credit/Debit Cards': <CardIcon />,
  'Net Banking': <BankIcon />,
  'Cash on Pickup': <CashIcon />,
}

// Memoized: a route that React Router renders again with the same props leaves it as it was (docs/performance.md).
/** Who We Are, business information, payment methods, Follow Us and the terms blurb. */
export const About = memo(function About({ level = 2 }: { level?: HeadingLevel }) {
  const { business } = useRootData()
  const t = useT()
  const Sub = subHeading(level)
  const social = [
    { label: 'WhatsApp', href: whatsappHref(business.whatsapp), icon: <WhatsappIcon />, external: true },
    { label: 'Instagram', href: business.instagram, icon: <InstagramIcon />, external: true },
    { label: 'Facebook', href: business.facebook, icon: <FacebookIcon />, external: true },
    { label: 'YouTube', href: business.youtube, icon: <YoutubeIcon />, external: true },
    { label: t('E-mail'), href: mailtoHref(business.email), icon: <MailIcon />, external: false },
  ]
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container about__grid">
        <div className="about__story">
          <SectionHeader level={level} id="about-title" eyebrow={t('About us')} title={t('Who We Are')} align="start" />
          <div className="about__text">
            <p>
              {t(
                '{name} is a local car rental and tour company. We drive families to airports, weddings and weekend getaways, and take pilgrims on Ashtavinayak, Jyotirlinga and Char Dham yatras.',
                { name: business.name },
              )}
            </p>
            <p>
              {t(
                'Every trip gets a clean, air-conditioned car and a careful driver who knows the road. We plan the halts, the darshan timings and the early starts, so all you have to do is enjoy the journey.',
              )}
            </p>
          </div>

          <Sub className="about__subtitle">{t('Business information')}</Sub>
          <dl className="about__facts">
            <div>
              <dt>{t('Business name')}</dt>
              <dd>{business.name}</dd>
            </div>
            <div>
              <dt>{t('Address')}</dt>
              <dd>{business.address}</dd>
            </div>
            <div>
              <dt>{t('Phone')}</dt>
              <dd>
                <a href={telHref(business.phone)}>{business.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('E-mail')}</dt>
              <dd>
                <a href={mailtoHref(business.email)}>{business.email}</a>
              </dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <a href={whatsappHref(business.whatsapp)}>{formatWhatsappNumber(business.whatsapp)}</a>
              </dd>
            </div>
          </dl>
        </div>

        <div className="about__aside">
          <div className="about-card">
            <Sub className="about-card__title">{t('Payment Methods')}</Sub>
            <ul className="payment-list" aria-label={t('Payment methods')}>
              {PAYMENT_METHODS.map((method) => (
                <li key={method}>
                  <span className="payment-list__icon">{PAYMENT_ICONS[method]}</span>
                  {t(method)}
                </li>
              ))}
            </ul>
          </div>

          <div className="about-card">
            <Sub className="about-card__title">{t('Follow Us')}</Sub>
            <ul className="social-list" aria-label={t('Follow Us')}>
              {social.map((s) => (
                <li key={s.label}>
                  <a className="social-link" href={s.href} {...(s.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    <span className="social-link__icon">{s.icon}</span>
                    {s.label}
                    {s.external ? <span className="visually-hidden"> {t('(opens in a new tab)')}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div className="about-card about-card--terms">
            <Sub className="about-card__title">{t('Terms & Conditions')}</Sub>
            <p>
              {t(
                'Before you book, please read our terms: how bookings are confirmed, identity at pickup, changes and cancellation, luggage and safety on the road.',
              )}
            </p>
            <Link className="about-card__link" to={t.path('/terms')}>
              <FileTextIcon size={18} />
              {t('Read the Terms & Conditions')}
              <ArrowRightIcon size={16} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
})
