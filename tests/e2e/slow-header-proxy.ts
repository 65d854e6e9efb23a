import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A proxy in front of the test server that sends each page's <header> in small pieces, a pause between them (a slow
 * connection, or a busy phone whose parser yields mid-header), and everything else as it comes. A browser may paint
 * between the pieces: what it paints from part of the header must not move when the rest arrives.
 */
export async function slowHeaderProxy(target: string, { piece = 160, pauseMs = 30 } = {}) {
  const to = new URL(target)
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: to.host }
    delete headers['accept-encoding'] // the pieces are cut from the HTML itself
    const upstream = http.request({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers)
      if (!String(up.headers['content-type']).includes('text/html')) return void up.pipe(res)
      const body: Buffer[] = []
      up.on('data', (d: Buffer) => body.push(d))
      up.on('end', () => void dribble(Buffer.concat(body).toString('utf8'), res, piece, pauseMs))
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function dribble(html: string, res: http.ServerResponse, piece: number, pauseMs: number) {
  const start = html.indexOf('<header')
  const end = html.indexOf('</header>')
  if (start < 0 || end < 0) return void res.end(html)
  res.write(html.slice(0, start))
  for (let at = start; at < end; at += piece) {
    res.write(html.slice(at, Math.min(at + piece, end)))
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
  }
  res.end(html.slice(end))
}
