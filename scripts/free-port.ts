import { createServer } from 'node:net'

/** A port on 127.0.0.1 that was free a moment ago (the system picks it; the caller listens on it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}
