// `npm test`: every check, in order, with one closing line 'N passed, N failed' over all suites.
// typecheck, lint, unit, integration on PGlite, the same integration suite on a PostgreSQL server, build, e2e.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { startPgServer } from './pg-server.ts'
import { ensureSystemDeps } from './system-deps.ts'

const root = new URL('..', import.meta.url).pathname
const out = `${root}var/test-results`
mkdirSync(out, { recursive: true })

interface SuiteResult {
  name: string
  passed: number
  failed: number
  seconds: number
}
const results: SuiteResult[] = []
/** Each failed test by suite, file and name with the first lines of its message: printed again beside the totals. */
const failures: string[] = []

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status === 0
}

/** A check that counts as one test: passes when the command exits 0. */
function check(name: string, cmd: string, args: string[]) {
  const t = Date.now()
  console.log(`\n=== ${name} ===`)
  const ok = run(cmd, args)
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: (Date.now() - t) / 1000 })
}

/**
 * Checks that each count as one test, run side by side (two single-threaded tools on the two cores: decision 069); each
 * one's output is printed whole when it ends, so the two never interleave.
 */
async function checksTogether(checks: Array<[name: string, cmd: string, args: string[]]>) {
  const ended = await Promise.all(
    checks.map(
      ([name, cmd, args]) =>
        new Promise<SuiteResult>((done) => {
          const t = Date.now()
          const child = spawn(cmd, args, { cwd: root, env: process.env })
          const output: Buffer[] = []
          child.stdout.on('data', (b: Buffer) => output.push(b))
          child.stderr.on('data', (b: Buffer) => output.push(b))
          child.on('close', (code) => {
            console.log(`\n=== ${name} ===`)
            process.stdout.write(Buffer.concat(output))
            const ok = code === 0
            done({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: (Date.now() - t) / 1000 })
          })
        }),
    ),
  )
  results.push(...ended)
}

/** A Vitest project: counts its tests from the JSON report. */
function vitest(name: string, project: string, env: Record<string, string> = {}) {
  const t = Date.now()
  console.log(`\n=== ${name} ===`)
  const file = `${out}/${name.replace(/\W+/g, '-')}.json`
  rmSync(file, { force: true })
  const ok = run(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  )
  let passed = 0
  let failed = 0
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      testResults: Array<{
        name: string
        status: string
        message?: string
        assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>
      }>
    }
    passed = report.numPassedTests
    // A file that failed to load has no failed tests of its own: count it once.
    failed = report.numFailedTests || report.testResults.filter((f) => f.status === 'failed').length
    for (const f of report.testResults) {
      const path = f.name.replace(root, '')
      const failedTests = f.assertionResults.filter((t) => t.status === 'failed')
      for (const t of failedTests) failures.push(`${name}: ${path} > ${t.fullName}\n${excerpt(t.failureMessages?.join('\n'))}`)
      if (f.status === 'failed' && !failedTests.length) failures.push(`${name}: ${path}\n${excerpt(f.message)}`)
    }
  }
  if (!ok && failed === 0) failed = 1 // the run itself failed (a file did not load, a hook threw)
  results.push({ name, passed, failed, seconds: (Date.now() - t) / 1000 })
}

/** The first lines of a failure message, indented, without colour codes. */
function excerpt(message = '') {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .filter((l) => l.trim())
  return lines
    .slice(0, 12)
    .map((l) => `    ${l.slice(0, 300)}`)
    .join('\n')
}

ensureSystemDeps()
await checksTogether([
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
])
vitest('unit', 'unit')
vitest('integration (PGlite)', 'integration')
{
  let pg: ReturnType<typeof startPgServer> | undefined
  try {
    pg = startPgServer()
    vitest('integration (PostgreSQL)', 'integration', { TEST_DATABASE_URL: pg.url })
  } catch (e) {
    console.error('PostgreSQL integration suite could not run:', e)
    results.push({ name: 'integration (PostgreSQL)', passed: 0, failed: 1, seconds: 0 })
  } finally {
    pg?.stop()
  }
}
check('build', 'npm', ['run', 'build', '--silent'])
vitest('e2e (Chromium)', 'e2e')

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`)
console.log('\nSuite                      passed  failed  seconds')
for (const r of results) {
  console.log(
    `${r.name.padEnd(26)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.seconds.toFixed(1).padStart(7)}`,
  )
}
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
