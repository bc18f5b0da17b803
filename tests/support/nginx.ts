import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Debian's nginx, or the one NGINX names; undefined when there is none. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()]
  return candidates.find((c): c is string => Boolean(c) && fs.existsSync(c!))
}

/** The address nginx itself connects to the app from, standing in for the proxy host's own address. */
export const PROXY_SOURCE_ADDRESS = '127.0.0.2'

/**
 * The nginx site given in docs/operations.md, with its example addresses replaced by the
 * test's. Each one must be there: if the page changes, this fails rather than testing
 * something else.
 */
export function siteFromOperationsDoc({ listen, upstreams }: { listen: string; upstreams: [string, string] }): string {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8')
  const site = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1]
  if (!site) throw new Error('docs/operations.md has no ```nginx block')
  const replacements: [string, string][] = [
    ['listen 80;', `listen ${listen};`],
    ['server 10.0.0.11:3000;', `server ${upstreams[0]};`],
    ['server 10.0.0.12:3000;', `server ${upstreams[1]};`],
  ]
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`docs/operations.md's nginx site no longer has "${from}"`)
    return text.replace(from, to)
  }, site)
}

export type Nginx = { baseURL: string; port: number; stop: () => Promise<void>; errors: () => string }

/**
 * Runs nginx as a child process (`daemon off`) with everything it writes (pid, logs, temp
 * files) in a folder of its own, so it needs no root and leaves nothing behind. The main
 * configuration is what /etc/nginx/nginx.conf gives a site on Debian, minus the paths.
 */
export async function startNginx({ binary, site, port }: { binary: string; site: string; port: number }): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-nginx-'))
  fs.writeFileSync(path.join(dir, 'yatri.conf'), site)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_bind ${PROXY_SOURCE_ADDRESS};
  include ${dir}/yatri.conf;
}
`,
  )
  let out = ''
  const child = spawn(binary, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr.on('data', (d: Buffer) => (out += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const errors = () => out + (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : '')
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errors()}`)
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (listening) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`nginx did not start listening:\n${errors()}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    errors,
    stop: async () => {
      // QUIT: finish what is in flight, then exit.
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
