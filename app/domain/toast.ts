export type Toast = {
  /** Errors are announced assertively (role="alert"), everything else politely. */
  type: 'success' | 'error' | 'info'
  message: string
  id?: string
}
