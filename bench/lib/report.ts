export type Status = 'PASS' | 'FAIL' | 'SKIP' | 'INFO' | 'ERROR'

/** One line of the table: a figure, its budget, what was measured, and what stands beside it. */
export type Row = {
  figure: string
  budget: string
  measured: string
  status: Status
  /** The same figure on PostgreSQL, or with the default page timings. */
  beside?: string
  /** Why a figure is skipped, failed or what it shows; printed under the table. */
  note?: string
}

export const pass = (ok: boolean): Status => (ok ? 'PASS' : 'FAIL')

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')
export const seconds = (valueMs: number) => (Number.isFinite(valueMs) ? `${(valueMs / 1000).toFixed(2)} s` : 'n/a')
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
export const perSecond = (value: number, unit: string) => `${Math.round(value).toLocaleString('en-US')} ${unit}/s`

function escape(cell: string) {
  return cell.replace(/\|/g, '\\|')
}

/** A Markdown table, so the same text reads well in a terminal and pastes into docs. */
export function formatTable(rows: Row[]): string {
  const header = ['Figure', 'Budget', 'Measured', 'Result', 'Beside it (PostgreSQL / default timing)']
  const body = rows.map((r) => [r.figure, r.budget, r.measured, r.status, r.beside ?? ''].map(escape))
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n')
}

export function formatNotes(rows: Row[]): string {
  const notes = rows.filter((r) => r.note).map((r) => `- ${r.figure}: ${r.note}`)
  return notes.length ? `Notes:\n${notes.join('\n')}` : ''
}
