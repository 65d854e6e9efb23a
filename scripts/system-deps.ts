// Installs the system packages the tests need when they are missing: Debian's chromium, postgresql and nginx (the
// two-instance proxy test, tests/e2e/proxy.e2e.ts).
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

export const CHROMIUM = '/usr/bin/chromium'
export const NGINX = '/usr/sbin/nginx'

export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? `${base}/${versions[0]}/bin` : null
}

export function ensureSystemDeps(log: (s: string) => void = console.log) {
  const missing: string[] = []
  if (!existsSync(CHROMIUM)) missing.push('chromium')
  if (!postgresBinDir()) missing.push('postgresql')
  if (!existsSync(NGINX)) missing.push('nginx')
  if (missing.length === 0) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    )
  }
  log(`Installing ${missing.join(', ')} from Debian's packages…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync('apt-get update -qq', { stdio: 'inherit', env })
  execFileSync(
    'apt-get',
    [
      'install',
      '-y',
      '-qq',
      '--no-install-recommends',
      ...missing,
      ...(missing.includes('chromium') ? ['fonts-liberation'] : []),
    ],
    { stdio: 'inherit', env },
  )
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemDeps()
