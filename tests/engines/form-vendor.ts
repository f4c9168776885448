import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { connect } from 'node:net'
import type { Duplex } from 'node:stream'
import { close, listen } from '../../server/loopback.ts'

/**
 * The job form's vendor, offline: an HTTP proxy the browsers send every https:// request through. It tunnels the
 * vendor's host (`origin`, e.g. https://forms.zohopublic.com) to a server of its own, under a certificate made now (the
 * browsers run with acceptInsecureCerts), and refuses every other host. Its form page does what the vendor's frame does:
 * on a message from its parent it posts `"<perma>|<height>"` back (DESIGN.md §7), so a check can ask for a resize.
 */
/** The height the stand-in reports for the job form (the frame then becomes it plus 15 px: specification §4 and §9). */
export const REPORTED_FORM_HEIGHT = 1500

export async function startFormVendor({ origin, perma }: { origin: string; perma: string }) {
  const { generate } = await import('selfsigned')
  const { hostname } = new URL(origin)
  const { cert, private: key } = await generate([{ name: 'commonName', value: hostname }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: hostname }] }],
  })
  const page = `<!doctype html><html lang="en"><title>Application form</title><p>Application form</p><script>
addEventListener('message', (event) => parent.postMessage(${JSON.stringify(`${perma}|${REPORTED_FORM_HEIGHT}`)}, event.origin))
</script>`
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const found = request.url?.includes(`/formperma/${perma}`)
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(found ? page : '')
  }
  const vendor = createHttpsServer({ cert, key }, answer)
  const vendorPort = await listen(vendor)

  function tunnel(request: IncomingMessage, client: Duplex) {
    if (request.url !== `${hostname}:443`) {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    const upstream = connect(vendorPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.pipe(client).pipe(upstream)
    })
    for (const socket of [client, upstream]) socket.on('error', () => [client, upstream].forEach((end) => end.destroy()))
  }
  const proxy = createHttpServer((_request, response) => response.writeHead(405).end()).on('connect', tunnel)
  const proxyPort = await listen(proxy)
  return {
    /** host:port of the proxy, for the browsers' https proxy setting. */
    proxy: `127.0.0.1:${proxyPort}`,
    stop: () => Promise.all([close(proxy), close(vendor)]),
  }
}
