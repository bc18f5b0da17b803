import { median, round } from './stats'

/**
 * What touching fresh memory costs this machine, in microseconds a 4 KiB page. Chromium's
 * renderer touches tens of megabytes of new memory as it loads a page, and that time lands in
 * its main-thread tasks, which Lighthouse multiplies by the CPU slowdown. Lighthouse's
 * benchmark index runs a small loop in memory already touched, so it does not see it: on one
 * kind of virtual machine here a page fault cost 11 µs, about fifty times what it costs on
 * ordinary hardware, and the bare floor page alone blocked for 160 ms at a slowdown set from
 * an index of 2,761 (docs/performance-history.md, 2026-12-05). Printed beside the index so a
 * run on such a machine can be told from one on a slow site.
 */
export function pageFaultMicros(): number {
  const size = 64 * 1024 * 1024
  const page = 4096
  const samples: number[] = []
  for (let round = 0; round < 3; round++) {
    // Unpooled and unfilled: the kernel maps each page only when it is first written.
    const memory = Buffer.allocUnsafeSlow(size)
    const start = process.hrtime.bigint()
    for (let offset = 0; offset < size; offset += page) memory[offset] = 1
    samples.push(Number(process.hrtime.bigint() - start) / 1000 / (size / page))
  }
  return round(median(samples), 2)
}
