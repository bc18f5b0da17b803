export type Toast = {
  /** Errors are announced assertively (role="alert"), everything else politely. */
  type: 'success' | 'error' | 'info'
  message: string
  id?: string
}

/** Typed toasts for an action's answer, so the answer's type can be inferred, not declared. */
export const errorToast = (message: string): Toast => ({ type: 'error', message })
export const successToast = (message: string): Toast => ({ type: 'success', message })
