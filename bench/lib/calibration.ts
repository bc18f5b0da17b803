/**
 * The CPU slowdown that makes this machine behave like the mid-tier phone Lighthouse's mobile
 * preset means, from Lighthouse's benchmark index: the calculator by Lighthouse's authors
 * (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js). Its 4x default is
 * right only for a desktop of index about 1,500.
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no usable benchmark index (${benchmarkIndex})`)
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650
  // The calculator gives no figure below 150: such a machine is already as slow as the phone.
  return 1
}

export type Multipliers = {
  /** Lighthouse's default, comparable with figures from the rest of the web. */
  standard: number
  /** A mid-tier phone on this machine. */
  calibrated: number
  /** A low-cost phone: twice as slow as the mid-tier one. */
  lowCost: number
}

export function multipliersFor(benchmarkIndex: number): Multipliers {
  const calibrated = Math.round(calibratedMultiplier(benchmarkIndex) * 10) / 10
  return { standard: 4, calibrated, lowCost: Math.round(calibrated * 2 * 10) / 10 }
}
