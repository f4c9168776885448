import { buildDir, ensureBuild } from './build-state.ts'
import { createStaticServer } from './static-server.ts'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'

if (process.env.SKIP_BUILD !== '1' && !ensureBuild()) process.exit(1)
const server = createStaticServer(buildDir)
server.once('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? 'another program is listening there (set PORT to use another)' : error.message
  console.error(`error: cannot listen on http://${host}:${port}: ${reason}`)
  process.exit(1)
})
server.listen(port, host, () => console.log(`TandemDesk site: http://${host}:${port}`))

function stop(signal: NodeJS.Signals) {
  console.log(`${signal} received, closing the server`)
  server.close(() => process.exit(0))
  // Answers under way get a moment to finish; idle keep-alive connections must not hold the process open.
  server.closeIdleConnections()
  setTimeout(() => server.closeAllConnections(), 3000).unref()
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
