import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '~/i18n/catalogues.server'
import { extractMessages, placeholders } from '~/i18n/extract'

// Issue 24: no language may lack a message English has. English messages are their own
// text, named in the code by t(), t.rich() or msg(); Hindi and Marathi must have each one.
const root = path.resolve(import.meta.dirname, '../..')
const found = extractMessages(root)
const named = new Set(found.map((f) => f.message))

describe('message catalogues', () => {
  it('finds the messages the code names', () => {
    // A guard on the extractor itself: the header's links are messages.
    expect(named).toContain('CARS')
    expect(named.size).toBeGreaterThan(20)
  })

  for (const lang of ['hi', 'mr'] as const) {
    it(`${lang}: has every message English has`, () => {
      const known = new Set(Object.values(CATALOGUES).flatMap((c) => Object.keys(c[lang])))
      const missing = found.filter((f) => !known.has(f.message)).map((f) => `${f.file}:${f.line} ${JSON.stringify(f.message)}`)
      expect([...new Set(missing)]).toEqual([])
    })

    it(`${lang}: keeps each message's placeholders and markup, and has nothing empty`, () => {
      const wrong: string[] = []
      for (const [ns, catalogue] of Object.entries(CATALOGUES)) {
        for (const [english, text] of Object.entries(catalogue[lang])) {
          if (!text.trim() || placeholders(english).join() !== placeholders(text).join())
            wrong.push(`${ns}: ${JSON.stringify(english)} → ${JSON.stringify(text)}`)
        }
      }
      expect(wrong).toEqual([])
    })
  }

  // A page merges the parts it shows, and the server's translator (mails, CSV) merges them
  // all: a message must read the same in every part, or which one wins would decide it.
  for (const lang of ['hi', 'mr'] as const) {
    it(`${lang}: a message that two parts share reads the same in both`, () => {
      const seen = new Map<string, Set<string>>()
      for (const catalogue of Object.values(CATALOGUES)) {
        for (const [english, text] of Object.entries(catalogue[lang])) seen.set(english, (seen.get(english) ?? new Set()).add(text))
      }
      expect([...seen].filter(([, texts]) => texts.size > 1).map(([english, texts]) => `${english}: ${[...texts].join(' | ')}`)).toEqual([])
    })
  }

  it('Hindi and Marathi have the same messages in each part, and none the code no longer names', () => {
    const problems: string[] = []
    for (const [ns, catalogue] of Object.entries(CATALOGUES)) {
      const hi = Object.keys(catalogue.hi)
      const mr = new Set(Object.keys(catalogue.mr))
      for (const key of hi) if (!mr.has(key)) problems.push(`${ns}: मराठी lacks ${JSON.stringify(key)}`)
      for (const key of mr) if (!catalogue.hi[key as keyof typeof catalogue.hi]) problems.push(`${ns}: हिन्दी lacks ${JSON.stringify(key)}`)
      for (const key of hi) if (!named.has(key)) problems.push(`${ns}: ${JSON.stringify(key)} is named nowhere in the code`)
    }
    expect(problems).toEqual([])
  })
})
