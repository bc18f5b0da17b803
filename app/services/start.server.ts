import type { Runtime } from './runtime.server'

/** Background work that starts with the server: admin account, mail outbox worker. */
export async function startServices(_runtime: Runtime): Promise<void> {}
