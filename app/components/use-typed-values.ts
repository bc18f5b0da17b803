import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Takes into a form's state what was typed before the page hydrated. Hydration keeps a
 * controlled field's text in the DOM but not in state, so the first re-render would wipe it
 * (the scripts start after the first paint, docs/decisions/0006-first-paint.md).
 */
export function useTypedValues(formRef: RefObject<HTMLFormElement | null>, names: readonly string[], adopt: (typed: Record<string, string>) => void) {
  const first = useRef({ names, adopt })
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed: Record<string, string> = {}
    for (const name of first.current.names) {
      const field = form.elements.namedItem(name)
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') typed[name] = field.value
    }
    if (Object.keys(typed).length > 0) first.current.adopt(typed)
  }, [formRef])
}
