import { buildDir, ensureBuild } from './ensure-build.ts'
import { createStaticServer } from './static-server.ts'

ensureBuild()

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const server = createStaticServer(buildDir)

server.listen(port, host, () => {
  console.log(`TandemDesk site: http://${host}:${port}`)
})

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
