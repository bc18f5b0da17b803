import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { MESSAGES_META } from './domain/document'
import { keepMessages } from './i18n/document-messages'
import type { Messages } from './i18n/message'

// A Hindi or Marathi document names its messages' file in its head (the boot script has already
// asked for it); hydrating without them would redraw the page in English. If one cannot be had,
// the page stays as the server drew it: links and forms work without scripts.
const messages = document.querySelector<HTMLMetaElement>(`meta[name=${MESSAGES_META}]`)?.content
// A missing file answers with text, which is no JSON: that stops here too.
const messagesIn = messages
  ? fetch(messages)
      .then((response) => response.json() as Promise<Messages>)
      .then(keepMessages)
  : Promise.resolve()

// React Router reads sessionStorage as it creates its router, inside the render that starts
// hydration, which React cannot split. The browser opens a tab's sessionStorage on its first
// use (4 ms of a home page's load in CPU profiles); that happens here, in a task of its own.
setTimeout(() => {
  try {
    void sessionStorage.length
  } catch {
    // Storage refused (a sandboxed frame): React Router copes, and so does this.
  }
}, 0)

// React Router's default entry, except that hydration starts in a task of its own: evaluating
// this module (React DOM's code) and starting the render are each a long task on a slow phone,
// and one task holding both keeps the page from answering a tap for twice as long.
void messagesIn.then(
  () =>
    setTimeout(() => {
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        )
      })
    }, 0),
  console.error,
)
