import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

// React Router's default entry, except that hydration starts in a task of its own: evaluating
// this module (React DOM's code) and starting the render are each a long task on a slow phone,
// and one task holding both keeps the page from answering a tap for twice as long.
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}, 0)
