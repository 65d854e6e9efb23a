// `npm run bench:records` (issue 26's measured goals): a family member's health records timeline with 1,000 records at
// one connection (the API's first page with the trends, a page deep in the keyset, the server-rendered page with its
// charts); goal p99 ≤ 40 ms. And the trend chart of 50 values: the series and the SVG's geometry in process, and the
// chart rendered to HTML by React as the page does (bench/records/trend-render.tsx); goal ≤ 5 ms (the SSR page's time includes rendering its charts).
// BUILD_DIR picks the build (default build/); BENCH_PORT the server's port (3996); BENCH_SECONDS each load (10).
import { spawnSync } from 'node:child_process'
import { sql } from 'drizzle-orm'
import { buildTrends, chartGeometry, type Measurement } from '../core/records/trends.ts'
import { openDatabase } from '../server/db/client.ts'
import { healthRecordObservations, healthRecords, patients } from '../server/db/schema.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { seedCustomers } from '../tests/integration/seed-customers.ts'
import { benchPages } from './timing.ts'

const RECORDS = 1000
const LAB_REPORTS = 50
const KINDS = ['Prescription', 'OPConsultation', 'HealthDocumentRecord', 'WellnessRecord', 'ImmunizationRecord'] as const

const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)

/** A customer whose one member has 1,000 records, 50 of them lab reports measuring HbA1c and glucose. */
async function prepareMember(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    const { db } = database
    await seedIfEmpty(db, { demo: true })
    const [customer] = await seedCustomers(db, { count: 1, prefix: '71997' })
    const userId = customer!.userId
    const [member] = await db
      .insert(patients)
      .values({ userId, name: 'Bench Member', age: 50, gender: 'female', relation: 'self' })
      .returning()
    const at = new Date()
    for (let from = 0; from < RECORDS; from += 250) {
      const rows = await db
        .insert(healthRecords)
        .values(
          Array.from({ length: 250 }, (_, k) => {
            const i = from + k
            const lab = i % (RECORDS / LAB_REPORTS) === 0
            return {
              userId,
              patientId: member!.id,
              kind: lab ? 'DiagnosticReport' : KINDS[i % KINDS.length]!,
              title: lab ? 'HbA1c, Fasting glucose' : `Record ${i}`,
              recordDate: day(i * 2),
              provider: i % 3 ? 'Apollo Clinic' : 'Dr. Rao',
              tags: i % 4 ? [] : ['follow-up'],
              source: lab ? 'lab_report' : 'upload',
              sourceRef: `bench:${i}`,
              summary: '',
              createdAt: at,
              updatedAt: at,
            }
          }),
        )
        .returning({ id: healthRecords.id, kind: healthRecords.kind })
      const labs = rows.filter((r) => r.kind === 'DiagnosticReport')
      if (labs.length) {
        await db.insert(healthRecordObservations).values(
          labs.flatMap((r, k) => [
            {
              recordId: r.id,
              position: 0,
              code: 'hba1c',
              name: 'HbA1c',
              value: (5 + ((k * 7) % 30) / 10).toFixed(1),
              unit: '%',
              refLow: 4,
              refHigh: 5.6,
            },
            {
              recordId: r.id,
              position: 1,
              code: 'fasting glucose',
              name: 'Fasting glucose',
              value: String(80 + ((k * 13) % 60)),
              unit: 'mg/dL',
              refLow: 70,
              refHigh: 100,
            },
          ]),
        )
      }
    }
    await db.execute(sql`analyze`)
    return { cookie: customer!.cookie, patientId: member!.id, middle: `${day(RECORDS)}_${RECORDS}` }
  } finally {
    await database.close()
  }
}

/** The trend of 50 values in process: buildTrends then chartGeometry, 2,000 times; p50 and p99 in ms. */
function chartTiming() {
  const measurements: Measurement[] = Array.from({ length: LAB_REPORTS }, (_, i) => ({
    name: 'HbA1c',
    value: (5 + ((i * 7) % 30) / 10).toFixed(1),
    unit: '%',
    low: 4,
    high: 5.6,
    date: day(i * 40),
    recordId: i + 1,
  }))
  const times: number[] = []
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now()
    const [series] = buildTrends(measurements)
    chartGeometry(series!)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!
  return (
    `Trend chart of ${LAB_REPORTS} values (series + SVG geometry, in process)`.padEnd(62) +
    `  p50 ${q(0.5).toFixed(3)} ms  p99 ${q(0.99).toFixed(3)} ms`
  )
}

await benchPages({
  name: 'records-timeline',
  port: 3996,
  prepare: prepareMember,
  pages: (m) => [
    [
      `GET timeline (first page + trends), ${RECORDS} records, 1 conn.`,
      `/pwa-api/api/v1/health-records/patients/${m.patientId}`,
      '"next_cursor"',
    ],
    [
      `GET timeline (page after the middle), 1 conn.`,
      `/pwa-api/api/v1/health-records/patients/${m.patientId}?after=${m.middle}`,
      '"next_cursor"',
    ],
    [`SSR /health-record/{id} (first page, 2 charts), 1 conn.`, `/health-record/${m.patientId}`, 'Trends'],
  ],
  goal: 'timeline p99 ≤ 40 ms at one connection; the trend chart of 50 values ≤ 5 ms on the server (issue 26).',
})
console.log(chartTiming())
// The same chart rendered to HTML by React as the page renders it (JSX needs tsx; CSS modules a hook of ours).
const rendered = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--import', './bench/records/css-modules.ts', 'bench/records/trend-render.tsx'],
  { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
)
if (rendered.status !== 0) throw new Error('bench/records/trend-render.tsx failed')
process.stdout.write(rendered.stdout)
