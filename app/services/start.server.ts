import { startOutboxWorker } from './outbox.server'
import type { Runtime } from './runtime.server'

/** Background work that starts with the server: admin account, mail outbox worker. */
export async function startServices(runtime: Runtime): Promise<void> {
  startOutboxWorker(runtime)
}
