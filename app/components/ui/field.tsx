import { useT } from '~/i18n/use-t'
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode }
type ControlProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

/** Label, control, hint and error, wired together for screen readers. */
function FieldFrame({ label, error, hint, id, control }: Common & { id: string | undefined; control: (props: ControlProps) => ReactNode }) {
  const fallbackId = useId()
  // Errors travel as English messages (app/i18n/message.ts), from the browser's check or the server's.
  const t = useT()
  const inputId = id ?? fallbackId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {control({ id: inputId, className: 'field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

export function Field({ label, error, hint, id, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <FieldFrame label={label} error={error} hint={hint} id={id} control={(props) => <input {...props} {...input} />} />
}

export function TextAreaField({ label, error, hint, id, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <FieldFrame label={label} error={error} hint={hint} id={id} control={(props) => <textarea {...props} {...input} />} />
}
