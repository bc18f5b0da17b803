import type { z } from './zod'

export type FieldErrors = Record<string, string>

/** The first message per field, keyed by field name, as the forms show them. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    if (!(key in out)) out[key] = issue.message
  }
  return out
}

/** Reads a form or JSON body into a plain object of strings, dropping files. */
export function formToObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string') out[key] = value
  return out
}
