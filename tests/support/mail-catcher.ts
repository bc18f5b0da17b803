import fs from 'node:fs'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CaughtMail = { from: string; to: string; replyTo: string; subject: string; text: string; html: string; receivedAt: string }

/**
 * A real SMTP server on loopback that accepts every message and appends it, parsed, to a
 * JSON-lines file the tests read.
 */
export async function startMailCatcher({ port, file }: { port: number; file: string }): Promise<{ close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const record: CaughtMail = {
            from: mail.from?.text ?? '',
            to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
            replyTo: mail.replyTo?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          }
          fs.appendFileSync(file, `${JSON.stringify(record)}\n`)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

export function readMailbox(file: string): CaughtMail[] {
  if (!fs.existsSync(file)) return []
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  // The catcher runs in another process and may be part way through appending a mail: a read
  // then ends inside its line (a CI run failed on "Unterminated string in JSON"). Only lines
  // ended by their newline are whole; the next read, as the callers poll, has the rest.
  lines.pop()
  return lines.filter(Boolean).map((line) => JSON.parse(line) as CaughtMail)
}
