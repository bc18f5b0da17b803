import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import type { z } from '~/domain/zod'
import { fieldErrors, formToObject } from '~/domain/form'

export type FormErrors<Name extends string = string> = Partial<Record<Name, string>>

type Schema<Output> = { safeParse(value: unknown): { success: true; data: Output } | { success: false; error: z.core.$ZodError } }

/**
 * The one form pattern of the site (docs/decisions/0012-form-pattern.md): the zod schema of
 * `app/domain/` checks the fields, each field shows its first message, the first bad field
 * in the form's own order takes the focus, and editing a field clears its message.
 *
 * `serverErrors` are what the action answered. Errors found in the browser replace them only
 * until the next answer, so a new answer always shows, and takes the focus, as it came.
 */
export function useForm<Name extends string = string>({ serverErrors }: { serverErrors?: FormErrors<Name> | undefined } = {}) {
  const formRef = useRef<HTMLFormElement>(null)
  // Client errors remember which server answer they were found against.
  const [client, setClient] = useState<{ against: FormErrors<Name> | undefined; errors: FormErrors<Name> } | null>(null)
  const errors: FormErrors<Name> = client && client.against === serverErrors ? client.errors : (serverErrors ?? {})

  useEffect(() => {
    if (serverErrors) focusFirstError(formRef.current, serverErrors)
  }, [serverErrors])

  // Errors found in the browser take the focus as soon as they are drawn, not a frame later:
  // a field tapped or typed in right after the errors show keeps the focus it was given.
  const [focusAsked, setFocusAsked] = useState<{ errors: FormErrors<Name> } | null>(null)
  useEffect(() => {
    if (!focusAsked) return
    if (formRef.current) {
      focusFirstError(formRef.current, focusAsked.errors)
      return
    }
    // A dialog reopening with the errors draws its form a moment later (its portal mounts
    // after the first commit); its own first focus comes before this frame.
    const frame = window.requestAnimationFrame(() => focusFirstError(formRef.current, focusAsked.errors))
    return () => window.cancelAnimationFrame(frame)
  }, [focusAsked])

  // Stable, so effects that reset the form can name it.
  const reset = useCallback(() => setClient(null), [])

  /** Shows these errors (an empty object clears them all) and focuses the first bad field. */
  const show = (found: FormErrors<Name>) => {
    setClient({ against: serverErrors, errors: found })
    // Clearing the errors moves no focus, so it asks for no render of its own.
    if (Object.keys(found).length) setFocusAsked({ errors: found })
  }

  /** Checks a value with a schema; on failure shows the errors (telling `onInvalid` too) and gives null. */
  const validate = <Output>(schema: Schema<Output>, value: unknown, onInvalid?: (found: FormErrors<Name>) => void): Output | null => {
    const result = schema.safeParse(value)
    if (result.success) {
      show({})
      return result.data
    }
    const found = fieldErrors(result.error) as FormErrors<Name>
    show(found)
    onInvalid?.(found)
    return null
  }

  return {
    formRef,
    errors,
    show,
    validate,
    /** For a form the router or the browser posts: stops the post when the fields do not pass. */
    check: <Output>(event: FormEvent<HTMLFormElement>, schema: Schema<Output>, onInvalid?: (found: FormErrors<Name>) => void): Output | null => {
      const data = validate(schema, formToObject(new FormData(event.currentTarget)), onInvalid)
      if (!data) event.preventDefault()
      return data
    },
    /** An edit clears the message of its field (and of fields whose rule depends on it). */
    clear: (...names: Name[]) => {
      if (!names.some((name) => errors[name])) return
      const rest = { ...errors }
      for (const name of names) delete rest[name]
      setClient({ against: serverErrors, errors: rest })
    },
    /** Back to the server's answer, or to no errors at all. */
    reset,
  }
}

function focusFirstError(form: HTMLFormElement | null, errors: FormErrors) {
  for (const element of Array.from(form?.elements ?? [])) {
    if (element instanceof HTMLElement && 'name' in element && (element as HTMLInputElement).type !== 'hidden' && errors[(element as HTMLInputElement).name]) {
      element.focus()
      return
    }
  }
}
