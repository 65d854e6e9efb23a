// The timing loop the page benches share (care-plan, corporate-history, checkout's cart pages): each page is fetched
// once to check it is the page meant (a 200 with its marker, not a redirect to sign in), then loaded for `seconds`
// through load.ts (p50, p99, requests a second).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../tests/e2e/server-process.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'
import { load, type LoadResult } from './load.ts'

/** A page to time: the row's name, its path and a text its answer must hold. */
export type TimedPage = readonly [name: string, path: string, marker: string]

/** Each page checked, then loaded at `connections` for `seconds` with the session `cookie`. */
export async function timePages(
  baseUrl: string,
  cookie: string,
  pages: readonly TimedPage[],
  opts: { connections: number; seconds: number },
): Promise<Array<{ name: string; result: LoadResult; bytes: number }>> {
  const out = []
  for (const [name, path, marker] of pages) {
    const page = await fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' })
    const body = await page.text()
    if (page.status !== 200 || !body.includes(marker)) throw new Error(`${path} answered ${page.status} without '${marker}'`)
    const result = await load(`${baseUrl}${path}`, { ...opts, warmupSeconds: 2, headers: { cookie } })
    out.push({ name, result, bytes: body.length })
  }
  return out
}

/**
 * A page bench at one connection: a fresh data directory that `prepare` fills (the person whose pages are timed) before
 * the built server opens it, the pages timed, the directory removed, a line a page and the goal printed.
 * BUILD_DIR picks the build (default build/); BENCH_PORT the server's port (`port`); BENCH_SECONDS each load (10).
 */
export async function benchPages<P extends { cookie: string }>(opts: {
  name: string
  port: number
  prepare: (dataDir: string) => Promise<P>
  pages: (prepared: P) => readonly TimedPage[]
  goal: string
}): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10)
  const buildDir = process.env.BUILD_DIR ?? 'build'
  const port = Number(process.env.BENCH_PORT ?? opts.port)
  ensureBuild(buildDir)
  const dataDir = mkdtempSync(join(tmpdir(), `medwise-${opts.name}-bench-`))
  const table: string[] = []
  try {
    const prepared = await opts.prepare(dataDir)
    const server = await startServer({ port, dataDir, env: { LOG_LEVEL: 'warn', BUILD_DIR: buildDir } })
    try {
      const timed = await timePages(server.url, prepared.cookie, opts.pages(prepared), { connections: 1, seconds })
      for (const { name, result: r, bytes } of timed) {
        table.push(
          `${name.padEnd(62)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} rps  ${r.errors} errors  ${Math.round(bytes / 1024)} KB`,
        )
      }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(`${dataDir}-files`, { recursive: true, force: true })
  }
  console.log(`\n${table.join('\n')}\nGoal: ${opts.goal}`)
}
