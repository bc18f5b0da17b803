/**
 * Every server the benchmark starts listens on a port in one block (default 5810–5899), so
 * that a run never collides with the end-to-end suites of other checkouts on this machine.
 */
const base = Number(process.env.BENCH_PORT_BASE ?? 5810)

export const PORTS = {
  lighthouse: base,
  lighthouseDefaultTiming: base + 1,
  bytes: base + 2,
  load: { sqlite: base + 10, postgres: base + 20 },
  /** Startup runs use base+30 … base+39. */
  startup: base + 30,
} as const
