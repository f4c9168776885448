import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'

const sockets = new WeakMap<Server, Set<Socket>>()

export async function listen(server: Server): Promise<number> {
  const open = new Set<Socket>()
  sockets.set(server, open)
  server.on('connection', (socket: Socket) => open.add(socket.once('close', () => open.delete(socket))))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return (server.address() as AddressInfo).port
}

/** Closes an in-process server at once, with every connection it still holds. */
export function close(server: Server): Promise<void> {
  for (const socket of sockets.get(server) ?? []) socket.destroy()
  return new Promise((resolve) => server.close(() => resolve()))
}

/** A port on 127.0.0.1 that was free a moment ago, for a program that takes its port as an argument. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  const port = await listen(probe)
  await close(probe)
  return port
}
