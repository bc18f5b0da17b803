import type { ReactNode } from 'react'
import type { EmailBusiness } from '~/domain/mail'
import { mailTranslator } from './mail-text'
import { LOCALES, type Lang } from '~/i18n/languages'

// E-mail clients ignore stylesheets, so every style is inline and the layout is tables.
// Devanagari falls back to the system's own faces (Nirmala UI on Windows, Noto on Android).
const font = "'Segoe UI', Roboto, Helvetica, Arial, 'Nirmala UI', 'Noto Sans Devanagari', sans-serif"
const colors = { ink: '#0f172a', muted: '#5b6473', teal: '#0f766e', line: '#e2e8f0', sand: '#fdf6e9' }

/** A mail's frame, in the recipient's language (`lang`, English when the queued mail has none). */
export function EmailLayout({ title, business, lang = 'en', children }: { title: string; business: EmailBusiness; lang?: Lang; children: ReactNode }) {
  const t = mailTranslator(lang)
  return (
    <html lang={LOCALES[lang]}>
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colors.sand, fontFamily: font, color: colors.ink }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: colors.sand }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, backgroundColor: '#ffffff', borderRadius: 12, border: `1px solid ${colors.line}` }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 28px', borderBottom: `4px solid ${colors.teal}`, fontSize: 18, fontWeight: 700, color: colors.teal }}>
                        <div>{business.name}</div>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '24px 28px', fontSize: 15, lineHeight: 1.6 }}>{children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 28px', borderTop: `1px solid ${colors.line}`, fontSize: 12, color: colors.muted }}>
                        <p style={{ margin: 0 }}>
                          {business.name} · {business.address}
                        </p>
                        <p style={{ margin: 0 }}>
                          {t('Phone')}{' '}
                          <a href={`tel:${business.phone.replace(/\s+/g, '')}`} style={{ color: colors.teal }}>
                            {business.phone}
                          </a>{' '}
                          · {t('WhatsApp')}{' '}
                          <a href={whatsappUrl(business.whatsapp)} style={{ color: colors.teal }}>
                            {whatsappLabel(business.whatsapp)}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  )
}

export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}

export function whatsappLabel(number: string): string {
  return `+${number.replace(/\D/g, '')}`
}

export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 22, lineHeight: 1.3, margin: '0 0 12px', color: colors.ink }}>{children}</h1>
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 14px' }}>{children}</p>
}

/** Label and value rows; the plain-text part turns each row into "Label: value". */
export function DetailsTable({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '4px 0 18px' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              align="left"
              style={{
                padding: '8px 12px 8px 0',
                borderBottom: `1px solid ${colors.line}`,
                fontSize: 13,
                fontWeight: 600,
                color: colors.muted,
                width: '38%',
                verticalAlign: 'top',
              }}
            >
              {label}
            </th>
            <td style={{ padding: '8px 0', borderBottom: `1px solid ${colors.line}`, verticalAlign: 'top' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Someone's own words, line breaks kept. */
export function Quote({ children }: { children: string }) {
  return (
    <div style={{ margin: '0 0 18px', padding: '12px 16px', backgroundColor: colors.sand, borderLeft: `4px solid ${colors.teal}`, whiteSpace: 'pre-wrap' }}>
      {children}
    </div>
  )
}
