import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * A thread of its own that writes rows to the SQLite database and commits them. With
 * synchronous=FULL a commit waits for the disk (milliseconds, and hundreds of them when
 * other programs are writing), and better-sqlite3 waits in the calling thread: on the main
 * thread no request was read, checked or answered meanwhile. Here the main thread carries on
 * and the next group of bookings is ready when the commit returns.
 *
 * The caller decides what to write and must hold the connection lock (withRawSqlite) while
 * a write is in flight, so that no other write, from either connection, runs meanwhile.
 */
export type SqliteWriter = {
  /**
   * Writes each group of statements in its own savepoint, all of them in one transaction,
   * and resolves once that transaction is committed (synced to disk): per group, null or
   * the error that rolled it back. Rejects when nothing was committed.
   */
  write: (groups: WriteGroup[]) => Promise<Array<Error | null>>
  /** Waits for the write in flight, then closes the thread's connection. */
  close: () => Promise<void>
}

/** Statements as [SQL, named parameters]; the thread keeps each SQL text prepared. */
export type WriteGroup = Array<[string, Record<string, unknown>]>

// Plain JavaScript evaluated in the thread, so that it runs the same from the build, the
// development server and the tests.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require(workerData.driver)
const db = new SQLite(workerData.file, { timeout: 0 })
db.pragma('synchronous = FULL')
db.pragma('foreign_keys = ON')
const prepared = new Map()
const statement = (text) => {
  let s = prepared.get(text)
  if (!s) prepared.set(text, (s = db.prepare(text)))
  return s
}
const saveGroup = db.transaction((group) => { for (const [text, params] of group) statement(text).run(params) })
// A driver's error class does not survive the copy to the main thread (it arrives as a bare
// object without its message); a plain Error does.
const copyable = (error) => Object.assign(new Error(error && error.message), { code: error && error.code })
const saveAll = db.transaction((groups) => groups.map((group) => {
  try { saveGroup(group); return null } catch (error) { return copyable(error) }
}))
parentPort.on('message', (message) => {
  if (message.close) {
    db.close()
    parentPort.postMessage({ closed: true })
    return
  }
  try {
    parentPort.postMessage({ results: saveAll(message.groups) })
  } catch (error) {
    parentPort.postMessage({ error: copyable(error) })
  }
})
`

type Reply = { results: Array<Error | null> } | { error: unknown } | { closed: true }

export function createSqliteWriter(file: string): SqliteWriter {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  let worker: Worker | undefined
  let inFlight: { resolve: (reply: Reply) => void; reject: (error: unknown) => void } | undefined
  let last: Promise<unknown> = Promise.resolve()

  const thread = () => {
    if (worker) return worker
    const started = new Worker(THREAD_SOURCE, { eval: true, workerData: { file, driver } })
    started.unref()
    started.on('message', (reply: Reply) => {
      const waiting = inFlight
      inFlight = undefined
      started.unref()
      waiting?.resolve(reply)
    })
    const lost = (error: unknown) => {
      if (worker === started) worker = undefined
      const waiting = inFlight
      inFlight = undefined
      // Whether the transaction in flight committed is unknown; a retry with the same
      // idempotency key finds out.
      waiting?.reject(error)
    }
    started.on('error', lost)
    started.on('exit', (code) => lost(new Error(`The SQLite writer thread exited (${code})`)))
    worker = started
    return started
  }

  const ask = (message: unknown): Promise<Reply> => {
    const target = thread()
    return new Promise<Reply>((resolve, reject) => {
      if (inFlight) return reject(new Error('The SQLite writer is already writing'))
      inFlight = { resolve, reject }
      target.ref()
      target.postMessage(message)
    })
  }

  return {
    write: (groups) => {
      const done = ask({ groups }).then((reply) => {
        if ('results' in reply) return reply.results
        throw 'error' in reply ? reply.error : new Error('Unexpected reply from the SQLite writer')
      })
      last = done.catch(() => {})
      return done
    },
    close: async () => {
      await last
      if (!worker) return
      const closing = worker
      await ask({ close: true }).catch(() => {})
      worker = undefined
      await closing.terminate()
    },
  }
}
