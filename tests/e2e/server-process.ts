import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('../..', import.meta.url).pathname

/** The courier webhook's secret of every test server (tests sign the courier's events with it). */
export const E2E_COURIER_WEBHOOK_SECRET = 'e2e-courier-webhook-secret-0123456789abcdef'

/** The e2e server's port; the process tests use the next ones. E2E_PORT lets parallel runs coexist. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917)

export interface ServerProcess {
  url: string
  child: ChildProcess
  logs: string[]
  dataDir: string
  stop(): Promise<number | null>
}

/**
 * The heap `npm start` gives the server (package.json's start script; decision 038): old space HEAP_MB (256 MB by
 * default), a young generation of 8 MB semi-spaces. Tests and benchmarks run the server as production does.
 */
export function serverNodeFlags(heapMb = '256'): string[] {
  return [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=8']
}

/**
 * glibc's allocator as `npm start` sets it (decision 038): buffers of 128 KB and more get mappings of their own, given
 * back when freed. Otherwise the threshold rises after the first large free, and the index build's buffers stay
 * resident in the heap after they are freed (some 55 MB on the 200,000-SKU catalog).
 */
export const SERVER_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' }

/** Starts `node server/main.ts` as `npm start` would (built app), on its own port and data directory. */
export async function startServer(opts: {
  port: number
  dataDir?: string
  env?: Record<string, string>
}): Promise<ServerProcess> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'medwise-e2e-'))
  const logs: string[] = []
  const child = spawn(process.execPath, [...serverNodeFlags(opts.env?.HEAP_MB ?? process.env.HEAP_MB), 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Uploaded files of a test server stay beside its database, never in the checkout's var/files.
      FILES_DIR: `${dataDir}-files`,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      LOG_LEVEL: 'info',
      // Every e2e sign-in comes from 127.0.0.1: lift the per-client OTP cap (the per-number caps stay).
      OTP_CLIENT_SENDS_PER_HOUR: '1000',
      COURIER_WEBHOOK_SECRET: E2E_COURIER_WEBHOOK_SECRET,
      // A loaded CI machine's event loop stalls for reasons of its own: test servers shed only what a test arms
      // (decision 088); bench:overload sets the production limit.
      MAX_EVENT_LOOP_LAG_MS: '60000',
      ...SERVER_MALLOC_ENV,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)))
  child.stderr!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)))
  const url = `http://127.0.0.1:${opts.port}`
  // A fresh server seeds its database first: 2 minutes, or E2E_SERVER_START_SECONDS on a machine busy with other work.
  const deadline = Date.now() + Number(process.env.E2E_SERVER_START_SECONDS ?? 120) * 1000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs.join('\n')}`)
    try {
      const res = await fetch(`${url}/healthz`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start in time:\n${logs.join('\n')}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    child,
    logs,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill('SIGTERM')
      }),
  }
}
