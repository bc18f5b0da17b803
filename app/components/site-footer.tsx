import { Link } from 'react-router'
import type { Business } from '~/services/config.server'

export function SiteFooter({ business }: { business: Business }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">
          <strong>{business.name}</strong>
          <span>{business.tagline}</span>
        </p>
        <ul className="site-footer__links">
          <li><Link to="/aboutNav">About</Link></li>
          <li><Link to="/contactNav">Contact</Link></li>
          <li><Link to="/terms">Terms &amp; Conditions</Link></li>
          <li><Link to="/privacy">Privacy</Link></li>
        </ul>
        <p className="site-footer__small">
          © {new Date().getFullYear()} {business.name} · <a href={`tel:${business.phone.replace(/\s/g, '')}`}>{business.phone}</a>
        </p>
      </div>
    </footer>
  )
}
