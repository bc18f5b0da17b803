import net from 'node:net'

// Ports handed out by this process. The OS may offer a port again once the probe closes;
// two servers of one test asked for in a row must still get different ones.
const handedOut = new Set<number>()

/**
 * The one way tests get a port for a server of their own (an app, an SMTP catcher, an OIDC
 * issuer, a PostgreSQL cluster): a port on loopback that nothing listens on right now, picked
 * by the OS, so specs, workers and checkouts running side by side never collide. Only the
 * suite's main servers (support/targets.ts) keep fixed ports from E2E_PORT_BASE, because
 * Playwright's config must know them before any test runs.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer()
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })
    if (!handedOut.has(port)) {
      handedOut.add(port)
      return port
    }
  }
}
