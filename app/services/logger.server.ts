import pino from 'pino'

// Aadhaar numbers and credentials must never reach the logs (docs/product.md §Aadhaar).
const REDACT = [
  'password',
  'newPassword',
  'currentPassword',
  'aadharCardNumber',
  'aadhaar',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.aadharCardNumber',
  '*.aadhaar',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]

export type Logger = pino.Logger

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'yatri' },
      redact: { paths: REDACT, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}
