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
  /** `pg_ctl restart -m fast`: every connection is ended, the server is back when this resolves (bench:faults). */
  restart(): Promise<void>
  /** Stops the server and keeps its data: unreachable until resume() (bench:faults). */
  halt(): Promise<void>
  resume(): Promise<void>
  stop(): void
}

function asPostgres(bin: string, args: string[]) {
  const isRoot = process.getuid?.() === 0
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' })
  else execFileSync(bin, args, { stdio: 'pipe' })
}

/** asPostgres without blocking the event loop: the benches keep their load going while the server restarts. */
async function asPostgresLater(bin: string, args: string[]) {
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
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const ctlArgs = (action: 'start' | 'restart') => [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-m',
    'fast',
    '-o',
    options,
    action,
  ]
  asPostgres(`${bin}/pg_ctl`, ctlArgs('start'))
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
    restart: () => asPostgresLater(`${bin}/pg_ctl`, ctlArgs('restart')),
    halt: () => asPostgresLater(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => asPostgresLater(`${bin}/pg_ctl`, ctlArgs('start')),
    stop() {
      try {
        if (existsSync(join(data, 'postmaster.pid'))) asPostgres(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
