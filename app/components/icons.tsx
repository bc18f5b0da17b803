import type { ReactNode } from 'react'

// Small line icons drawn for this site on a 24 × 24 grid. They are decorative: the text
// next to them (or the aria-label of their button) says what they mean.

function Icon({ children, size = 20, className }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

type P = { size?: number; className?: string }

export const PhoneIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 3.5h3.2l1.6 4.3-2.1 1.4a11.5 11.5 0 0 0 7.1 7.1l1.4-2.1 4.3 1.6V19a1.8 1.8 0 0 1-1.9 1.8A16.6 16.6 0 0 1 3.2 5.4 1.8 1.8 0 0 1 5 3.5z" />
  </Icon>
)

export const MailIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </Icon>
)

export const MapPinIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 21s-7-6.1-7-11.8a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.2" r="2.6" />
  </Icon>
)

export const WhatsappIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 20.5l1.3-4.2a8.6 8.6 0 1 1 3.1 3z" />
    <path
      d="M9.2 8.3c.3-.6.9-.6 1.2 0l.7 1.5c.1.3 0 .6-.2.8l-.5.5a5.4 5.4 0 0 0 2.5 2.5l.5-.5c.2-.2.5-.3.8-.2l1.5.7c.6.3.6.9 0 1.2-.7.5-1.6.7-2.5.4a7.5 7.5 0 0 1-4.4-4.4c-.3-.9-.1-1.8.4-2.5z"
      fill="currentColor"
      stroke="none"
    />
  </Icon>
)

export const InstagramIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="3.8" />
    <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
  </Icon>
)

export const FacebookIcon = (p: P) => (
  <Icon {...p}>
    <path d="M15.5 3.5h-2.6A4.4 4.4 0 0 0 8.5 7.9v2.4H6.2v3.5h2.3v6.7H12v-6.7h2.6l.5-3.5H12V8.2a1 1 0 0 1 1-1h2.5z" fill="currentColor" stroke="none" />
  </Icon>
)

export const YoutubeIcon = (p: P) => (
  <Icon {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10.2 9.2l4.6 2.8-4.6 2.8z" fill="currentColor" />
  </Icon>
)

export const ChevronLeftIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14.5 5.5L8 12l6.5 6.5" />
  </Icon>
)

export const ChevronRightIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9.5 5.5L16 12l-6.5 6.5" />
  </Icon>
)

export const ArrowRightIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4.5 12h15M13.5 6l6 6-6 6" />
  </Icon>
)

export const MenuIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
)

export const CloseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

export const SeatIcon = (p: P) => (
  <Icon {...p}>
    <path d="M7 4.5h5a1.5 1.5 0 0 1 1.5 1.6l-.6 7.4H18a2 2 0 0 1 2 2v1.5H8.4a2 2 0 0 1-2-1.8L5.5 6.2A1.5 1.5 0 0 1 7 4.5z" />
    <path d="M9 17v3M18 17v3" />
  </Icon>
)

export const ClockIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
)

export const SmartphoneIcon = (p: P) => (
  <Icon {...p}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.2h3" />
  </Icon>
)

export const CardIcon = (p: P) => (
  <Icon {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 9.5h19M6.5 15h4" />
  </Icon>
)

export const BankIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 9.5L12 4l9 5.5zM5 10v7.5M9.7 10v7.5M14.3 10v7.5M19 10v7.5M3 20.5h18" />
  </Icon>
)

export const CashIcon = (p: P) => (
  <Icon {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.6" />
    <path d="M6 9.5v5M18 9.5v5" />
  </Icon>
)

export const FileTextIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M8.5 13h7M8.5 16.5h5" />
  </Icon>
)

/**
 * The brand mark, drawn inline in the header, the footer and the loading screen, so that a
 * page asks for no picture of it before it paints: on a slow phone network every request that
 * lands before the first paint holds it back (and a short page's footer is near enough to the
 * screen for a lazy picture to load at once). `public/images/brand/logo.svg` is the same
 * drawing, for link previews, search results and e-mails.
 */
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M32 63C29 58 9 42 9 25a23 23 0 0 1 46 0c0 17-20 33-23 38z" fill="#0f766e" />
      <circle cx="32" cy="25" r="16" fill="#f59e0b" />
      <path d="M17.3 31.5h29.4A16 16 0 0 1 45 35H19a16 16 0 0 1-1.7-3.5z" fill="#fef3c7" />
      <path d="M19 28q0-3.5 3-4l4.5-.8 4-4.2h7.5q2 0 3.2 1.6l3 4q3.8.6 3.8 3.4v2H19z" fill="#fff" />
      <path d="M31.2 20.8h6.2q1 0 1.6.8l2.1 2.6h-9.9z" fill="#0f766e" opacity=".85" />
      <circle cx="25.5" cy="30" r="3.2" fill="#0f766e" />
      <circle cx="39.5" cy="30" r="3.2" fill="#0f766e" />
    </svg>
  )
}
