import { memo } from 'react'
import type { ReactNode } from 'react'
import { ContactForm } from '~/components/contact-form'
import { MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from '~/components/icons'
import { formatWhatsappNumber, mailtoHref, mapsHref, telHref, whatsappHref } from '~/domain/business'
import { useRootData } from '~/components/root-data'
import { useT } from '~/i18n/use-t'
import { SectionHeader, subHeading, type HeadingLevel } from './section-header'

function ContactCard({ href, icon, label, value, external = false }: { href: string; icon: ReactNode; label: string; value: string; external?: boolean }) {
  const t = useT()
  return (
    <li>
      <a className="contact-card" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <span className="contact-card__icon">{icon}</span>
        <span className="contact-card__text">
          <span className="contact-card__label">{label}</span>
          <span className="contact-card__value">{value}</span>
        </span>
        {external ? <span className="visually-hidden"> {t('(opens in a new tab)')}</span> : null}
      </a>
    </li>
  )
}

// Memoized: a route that React Router renders again with the same props leaves it as it was (docs/performance.md).
/** Contact information from configuration beside the Get In Touch form. */
export const ContactSection = memo(function ContactSection({ level = 2, source }: { level?: HeadingLevel; source: 'home' | 'contact' | 'contactNav' }) {
  const { business } = useRootData()
  const t = useT()
  const Sub = subHeading(level)
  return (
    <section id="contact" className="section contact-section" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeader
          level={level}
          id="contact-title"
          eyebrow={t('Contact us')}
          title={t('Get In Touch')}
          lead={t('A question about a trip, a group booking or a last-minute ride? Call, WhatsApp or write to us; we usually reply within a few hours.')}
        />
        <div className="contact-section__grid">
          <div className="contact-info">
            <Sub className="contact-info__title">{t('Contact Information')}</Sub>
            <ul className="contact-info__list">
              <ContactCard href={telHref(business.phone)} icon={<PhoneIcon />} label={t('Call us')} value={business.phone} />
              <ContactCard href={mailtoHref(business.email)} icon={<MailIcon />} label={t('E-mail')} value={business.email} />
              <ContactCard
                href={whatsappHref(business.whatsapp)}
                icon={<WhatsappIcon />}
                label="WhatsApp"
                value={formatWhatsappNumber(business.whatsapp)}
                external
              />
              <ContactCard href={mapsHref(business.address)} icon={<MapPinIcon />} label={t('Address')} value={business.address} external />
            </ul>
          </div>
          <div className="contact-section__form">
            <ContactForm source={source} />
          </div>
        </div>
      </div>
    </section>
  )
})
