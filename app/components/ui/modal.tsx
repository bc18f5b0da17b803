import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'

/**
 * A centred modal: focus trapped inside and returned on close, Escape and a backdrop click
 * close it, the rest of the page is hidden from assistive technology while it is open.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  closeLabel,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
  closeLabel?: string
}) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className={className ? `dialog__content ${className}` : 'dialog__content'}>
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button dialog__close" aria-label={closeLabel ?? t('Close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="field__hint">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
