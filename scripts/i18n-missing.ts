// `npm run i18n:missing`: the messages the code names that a language's catalogue lacks, by file.
import path from 'node:path'
import { CATALOGUES } from '../app/i18n/catalogues.server'
import { extractMessages } from '../app/i18n/extract'

const found = extractMessages(path.resolve(import.meta.dirname, '..'))
let count = 0
for (const lang of ['hi', 'mr'] as const) {
  const known = new Set(Object.values(CATALOGUES).flatMap((c) => Object.keys(c[lang])))
  for (const f of found) {
    if (known.has(f.message)) continue
    count++
    console.log(`${lang} ${f.file}:${f.line} ${JSON.stringify(f.message)}`)
  }
}
console.log(count ? `${count} missing` : 'none missing')
process.exitCode = count ? 1 : 0
