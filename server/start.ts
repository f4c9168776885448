import { buildDir, ensureBuild } from './build-state.ts'
import { closeGracefully, createStaticServer } from './static-server.ts'

if (process.env.SKIP_BUILD !== '1') ensureBuild()

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const server = createStaticServer(buildDir)

server.listen(port, host, () => {
  console.log(`TandemDesk site: http://${host}:${port}`)
})

async function shutdown(signal: string) {
  console.log(`${signal} received, closing the server`)
  await closeGracefully(server, 3000)
  process.exit(0)
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
