// A throwaway PostgreSQL server for the integration suite: initdb + pg_ctl as the postgres user, on loopback.
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { postgresBinDir } from './system-deps.ts'

export interface PgServer {
  url: string
  /** Creates an empty database on the server and answers its URL (the benches' own databases). */
  createDatabase(name: string): Promise<string>
  stop(): void
  /**
   * Stops the server (pg_ctl stop -m fast: sessions are ended, open transactions roll back) and keeps its files, so
   * that `resume()` starts it again on the same port: the database going away and coming back (issue 30 §2).
   */
  pause(): Promise<void>
  /** Starts a paused server again and waits until it takes connections. */
  resume(): Promise<void>
}

function asPostgres(bin: string, args: string[]) {
  const isRoot = process.getuid?.() === 0
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' })
  else execFileSync(bin, args, { stdio: 'pipe' })
}

/** The same, without blocking this process's event loop (its clients see the server go and come back meanwhile). */
async function asPostgresAsync(bin: string, args: string[]) {
  const run = promisify(execFile)
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', bin, ...args])
  else await run(bin, args)
}

export function startPgServer(port = 54329): PgServer {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)')
  const dir = mkdtempSync(join(tmpdir(), 'medwise-pg-'))
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  asPostgres(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const startArgs = () => [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop']
  asPostgres(`${bin}/pg_ctl`, startArgs())
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      try {
        await admin.query(`create database ${pg.escapeIdentifier(name)}`)
      } finally {
        await admin.end()
      }
      const u = new URL(url)
      u.pathname = `/${name}`
      return u.toString()
    },
    pause: () => asPostgresAsync(`${bin}/pg_ctl`, stopArgs),
    resume: () => asPostgresAsync(`${bin}/pg_ctl`, startArgs()),
    stop() {
      try {
        if (existsSync(join(data, 'postmaster.pid'))) asPostgres(`${bin}/pg_ctl`, stopArgs)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
