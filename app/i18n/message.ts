import type { Lang } from './languages'

/**
 * Messages are named by their English text (the text docs/product.md gives), so English needs no
 * catalogue and a message can travel as a plain string: from a zod rule, an action's answer
 * or a toast cookie to the component that shows it, which translates it there.
 *
 * A message with values ("{count} seats") travels with them: `msg()` appends them after a
 * separator that no text contains, and `translate()` takes them off again.
 */
export type Messages = Readonly<Record<string, string>>
export type Values = Readonly<Record<string, string | number>>

const SEPARATOR = '\u001f'

/** Marks an English text as a message (so the catalogue check finds it) and binds its values. */
export function msg(english: string, values?: Values): string {
  return values ? `${english}${SEPARATOR}${JSON.stringify(values)}` : english
}

function unpack(message: string): { id: string; values: Values | undefined } {
  const at = message.indexOf(SEPARATOR)
  if (at < 0) return { id: message, values: undefined }
  try {
    return { id: message.slice(0, at), values: JSON.parse(message.slice(at + 1)) as Values }
  } catch {
    return { id: message.slice(0, at), values: undefined }
  }
}

/** Puts the values in: "{count} seats" with { count: 7 } → "7 seats". Unknown names stay as written. */
export function fillIn(text: string, values: Values | undefined): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/**
 * The text of a message in a language. A message the catalogue lacks shows in English and is
 * reported, so a missing translation is a visible bug in tests, never an empty label.
 */
export function translate(lang: Lang, messages: Messages, message: string, values?: Values, onMissing?: (id: string) => void): string {
  const { id, values: carried } = unpack(message)
  const all = carried && values ? { ...carried, ...values } : (values ?? carried)
  if (lang === 'en') return fillIn(id, all)
  const text = messages[id]
  if (text === undefined) {
    onMissing?.(id)
    return fillIn(id, all)
  }
  return fillIn(text, all)
}
