/**
 * Runs `work` one round at a time. A call while a round is running asks for one more
 * round afterwards instead of starting a second, overlapping one, so bursts of wake-ups
 * (events, timers) collapse into as few database reads as possible. `work` returning true
 * also asks for another round (more may be waiting).
 */
export function serialRunner({
  work,
  onError,
  onSettled,
  stopped = () => false,
}: {
  work: () => Promise<boolean | void>
  onError: (error: unknown) => void
  onSettled?: () => void
  stopped?: () => boolean
}) {
  let running: Promise<void> | undefined
  let again = false
  const run = () => {
    if (stopped()) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          if (await work()) again = true
        } catch (error) {
          onError(error)
        }
      } while (again && !stopped())
    })().finally(() => {
      running = undefined
      onSettled?.()
    })
  }
  return { run, idle: async () => running }
}
