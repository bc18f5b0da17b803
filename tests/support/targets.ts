import path from 'node:path'

/**
 * The servers the end-to-end tests run against: always the embedded database, and
 * PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
 */
export type E2ETarget = {
  name: 'sqlite' | 'postgres'
  port: number
  baseURL: string
  smtpPort: number
  oidcPort: number
  dataDir: string
  admin: { email: string; password: string; name: string }
}

const root = path.resolve('test-results/servers')

function target(name: E2ETarget['name'], port: number): E2ETarget {
  return {
    name,
    port,
    baseURL: `http://localhost:${port}`,
    smtpPort: port + 1,
    oidcPort: port + 2,
    dataDir: path.join(root, name),
    admin: { email: 'owner@yatri.test', password: 'Owner@2026!', name: 'Asha Patil' },
  }
}

// E2E_PORT_BASE lets several checkouts run their suites side by side. Servers a test starts
// itself take a port from support/free-port.ts instead.
const base = Number(process.env.E2E_PORT_BASE ?? 4310)

export const E2E_TARGETS: E2ETarget[] = [target('sqlite', base), ...(process.env.TEST_DATABASE_URL ? [target('postgres', base + 10)] : [])]

export function targetByName(name: string): E2ETarget {
  const t = E2E_TARGETS.find((x) => x.name === name)
  if (!t) throw new Error(`Unknown e2e target ${name}`)
  return t
}
