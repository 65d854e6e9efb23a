// `npm run bench:corporate-roster` (issue 25's measured goal): HR's roster import of 50,000 employees on the embedded
// database (PGlite), in one transaction, all or nothing: once as new employees, then again as updates of the same ids.
// Goal: ≤ 20 s each, with memory flat (the heap after the second import about what it was after the first; the CSV
// text and its rows are the only things held, and only while an import runs; the process's RSS is mostly PGlite's
// WebAssembly memory). ROWS changes the count (50000).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../server/db/client.ts'
import { corporates } from '../server/db/schema.ts'
import { createRoster } from '../server/modules/corporate/roster.ts'

const ROWS = Number(process.env.ROWS ?? 50_000)
const dataDir = mkdtempSync(join(tmpdir(), 'medwise-roster-bench-'))
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** The roster file: ROWS employees, a tenth of them covered with family; `pass` changes every name. */
function csv(pass: number): string {
  const lines = ['employee_id,name,gender,date_of_birth,work_email,phone,coverage']
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(6, '0')
    lines.push(
      `E${n},Employee ${pass === 0 ? '' : 'Renamed '}${n},${i % 2 ? 'male' : 'female'},${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/19${60 + (i % 40)},e${n}@bench.example.com,9${String(700_000_000 + i)},${i % 10 ? 'self' : 'self_and_family'}`,
    )
  }
  return lines.join('\r\n')
}

const database = await openDatabase({ dataDir })
const table: string[] = []
try {
  const at = new Date()
  const [corporate] = await database.db.insert(corporates).values({ slug: 'bench', name: 'Bench Ltd', createdAt: at }).returning()
  const roster = createRoster(database.db, { now: () => new Date(), today: () => at.toISOString().slice(0, 10) })
  const heaps: number[] = []
  for (const pass of [0, 1, 2]) {
    let text: string | null = csv(pass)
    const bytes = Buffer.byteLength(text)
    gc()
    const before = process.memoryUsage()
    const started = performance.now()
    const r = await roster.importCsv(corporate!, 0, text)
    const ms = performance.now() - started
    text = null
    gc()
    const after = process.memoryUsage()
    heaps.push(after.heapUsed)
    table.push(
      `import ${ROWS.toLocaleString('en-IN')} rows (${mb(bytes)} CSV), pass ${pass + 1}: ${(ms / 1000).toFixed(2).padStart(6)} s  ` +
        `${r.created} added ${r.updated} updated  rss ${mb(before.rss)} → ${mb(after.rss)}  heap after ${mb(after.heapUsed)}`,
    )
  }
  table.push(`heap after each pass: ${heaps.map(mb).join(', ')} (flat when they stay within a few MB)`)
} finally {
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`\n${table.join('\n')}\nGoal: ≤ 20 s for 50,000 rows on the embedded database, memory flat (issue 25).`)
