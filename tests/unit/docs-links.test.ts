import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Documents and comments that point at files or sections which are not there mislead the next
// reader more than no pointer at all. These checks read the repository as it is on disk.

const ROOT = path.resolve(import.meta.dirname, '../..')
const CODE_DIRS = ['app', 'server', 'db', 'tests', 'bench', 'scripts']
const CODE_EXT = /\.(ts|tsx|mts|mjs|js|css|json)$/

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const abs = path.join(ROOT, dir)
  if (!fs.existsSync(abs)) return []
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'results' ? [] : walk(rel, keep)
    return keep(rel) ? [rel] : []
  })
}

const docs = ['README.md', ...walk('docs', (f) => f.endsWith('.md'))]
const code = [...CODE_DIRS.flatMap((d) => walk(d, (f) => CODE_EXT.test(f))), '.size-limit.js']
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8')
/** The first group of every match of `re` in `text`. */
const captures = (text: string, re: RegExp) => [...text.matchAll(re)].flatMap((m) => (m[1] === undefined ? [] : [m[1]]))
const exists = (rel: string) => fs.existsSync(path.join(ROOT, rel.replace(/[/]$/, '')))

/** Section names of docs/product.md: "## 4. Booking" is cited as "docs/product.md §Booking". */
const productSections = new Set(captures(read('docs/product.md'), /^## \d+\. ([\w-]+)$/gm))

/** Files decision 0010 fixes for the features being built; allowed to be missing until they land. */
const PLANNED = new Set(['app/domain/booking-life.ts', 'app/domain/trip.ts', 'app/models/booking-moves.server.ts'])

const REPO_DIRS = /^(app|server|db|tests|bench|scripts|docs|public)\//

/** Paths in a document: Markdown link targets, and backticked or bare repository paths. */
function pathsIn(doc: string, text: string): string[] {
  const found = new Set<string>()
  for (const target of captures(text, /\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/.test(target)) found.add(path.normalize(path.join(path.dirname(doc), target)))
  }
  for (const quoted of captures(text, /`([^`\s]+)`/g)) if (REPO_DIRS.test(quoted)) found.add(quoted)
  for (const bare of captures(text, /(?<![\w/.$-])((?:app|server|db|tests|bench|scripts|docs|public)\/[\w./-]*\w)/g)) found.add(bare)
  // Patterns and placeholders (`app/models/*.server.ts`, `bench/results/<timestamp>/`) name no single file.
  return [...found].filter((p) => !/[*<>{}$…]/.test(p) && !p.startsWith('bench/results'))
}

describe('documentation points at things that exist', () => {
  it('has a numbered, named section for every part of the product', () => {
    for (const name of [
      'Pages',
      'Booking',
      'Accounts',
      'Feedback',
      'Reviews',
      'Contact',
      'Admin',
      'Loaders',
      'Dates',
      'Aadhaar',
      'Booking-life',
      'Trip-kinds',
    ]) {
      expect(productSections, name).toContain(name)
    }
  })

  it('names only files that exist, in every document', () => {
    const missing = docs.flatMap((doc) =>
      pathsIn(doc, read(doc))
        .filter((p) => !exists(p) && !PLANNED.has(p))
        .map((p) => `${doc}: ${p}`),
    )
    expect(missing).toEqual([])
  })

  it('cites only sections of docs/product.md that exist, in documents and code', () => {
    const wrong = [...docs, ...code].flatMap((file) => {
      const text = read(file)
      const cited = captures(text, /docs\/product\.md[\s*/#,]*§([\w-]+)/g)
      if (file === 'docs/product.md') cited.push(...captures(text, /§([\w-]+)/g))
      return cited.filter((name) => !productSections.has(name)).map((name) => `${file}: §${name}`)
    })
    expect(wrong).toEqual([])
  })

  it('cites only docs and decision records that exist, in code', () => {
    const records = fs.readdirSync(path.join(ROOT, 'docs/decisions'))
    const wrong = code.flatMap((file) => {
      const text = read(file)
      const docsCited = captures(text, /(?<![\w/-])(docs\/[\w./-]*\w)/g).filter((p) => !exists(p))
      const decisions = captures(text, /\bdecision (\d{4})\b/gi).filter((n) => !records.some((r) => r.startsWith(`${n}-`)))
      return [...docsCited, ...decisions.map((n) => `decision ${n}`)].map((c) => `${file}: ${c}`)
    })
    expect(wrong).toEqual([])
  })

  it('cites no specification files from outside the repository', () => {
    const outside = [...docs, ...code].filter((f) => /\b(SPEC|DECISIONS|EXTENSIONS)\.md\b/.test(read(f)))
    expect(outside).toEqual([])
  })
})
