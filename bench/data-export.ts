// `npm run bench:data-export` (issue 26's measured goal): 'download my data' for an account with 200 invoiced,
// delivered orders and 100 files (200 KB each, uploaded records), built by its job in process on PGlite; goal ≤ 10 s
// with memory flat (the ZIP is streamed into parts, not built in memory). Prints the build's time, the archive's size
// and the process's RSS and heap before and at their peak during the build (sampled every 20 ms).
// Run through tsx (it uses the integration tests' fixture): node --import tsx bench/data-export.ts
import { existsSync } from 'node:fs'
import setup from '../tests/setup/global-db.ts'
import { PGLITE_DUMP } from '../tests/setup/paths.ts'
import { createApiFixture } from '../tests/integration/app-fixture.ts'
import { plain, seededCatalog, shop } from '../tests/integration/shop.ts'
import { patients } from '../server/db/schema.ts'
import { exportBuildKey, readZip } from '../server/modules/data-rights/index.ts'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200)
const FILES = Number(process.env.BENCH_FILES ?? 100)
const FILE_BYTES = 200 * 1024

if (!existsSync(PGLITE_DUMP)) await setup()
const clock = { now: new Date() }
const f = await createApiFixture({ now: () => clock.now })
const db = f.database.db
const catalog = seededCatalog(() => db)
await catalog.load()
const people = shop(() => f, { prefix: '71998', name: 'Export Bench' })
const c = await people.customer()
// Cheap enough that two lines stay under the cash-on-delivery limit.
const products = catalog.all().filter((p) => plain(p) && !p.rxRequired && p.pricePaise < 100_000)

const t0 = performance.now()
for (let i = 0; i < ORDERS; i++) {
  const placed = await people.order(c, [
    [products[i % products.length]!, 1],
    [products[(i + 7) % products.length]!, 2],
  ])
  for (const event of ['pack', 'ship', 'deliver'] as const) await f.services.orders.moveByNumber(placed.number, event, 'system')
}
const [member] = await db
  .insert(patients)
  .values({ userId: c.userId, name: 'Export Bench', age: 40, gender: 'female', relation: 'self' })
  .returning()
const patientId = member!.id
for (let i = 0; i < FILES; i++) {
  const pdf = new Uint8Array(FILE_BYTES)
  pdf.set(new TextEncoder().encode('%PDF-1.4\n'))
  pdf.set(new TextEncoder().encode('\n%%EOF\n'), FILE_BYTES - 7)
  for (let k = 9; k < FILE_BYTES - 7; k++) pdf[k] = 32 + ((k * 31 + i) % 90)
  await f.services.records.upload(
    c.userId,
    patientId,
    { kind: 'HealthDocumentRecord', title: `Scan ${i}`, date: '2026-10-01', provider: 'Bench Lab', tags: [] },
    { name: `scan-${i}.pdf`, bytes: pdf },
    `bench-file-${i}`,
  )
}
console.log(`prepared ${ORDERS} delivered orders and ${FILES} files in ${((performance.now() - t0) / 1000).toFixed(1)} s`)

globalThis.gc?.()
const before = process.memoryUsage()
let peakRss = before.rss
let peakHeap = before.heapUsed
const sampler = setInterval(() => {
  const m = process.memoryUsage()
  peakRss = Math.max(peakRss, m.rss)
  peakHeap = Math.max(peakHeap, m.heapUsed)
}, 20)
const asked = await f.services.dataExports.request(c.userId, 'bench-export')
const t1 = performance.now()
const ran = await f.services.jobRunner.runDueAt(clock.now, { keyPrefixes: [exportBuildKey(asked.export.id)] })
const seconds = (performance.now() - t1) / 1000
clearInterval(sampler)
const done = await f.services.dataExports.get(c.userId, asked.export.id)
if (ran !== 1 || done.status !== 'ready') throw new Error(`the build did not finish: ${JSON.stringify(done)}`)
// The archive holds what was asked for: every order with its tax invoice, every file.
const { stream } = await f.services.dataExports.archive(c.userId, asked.export.id)
const files = readZip(new Uint8Array(await new Response(stream).arrayBuffer()))
const orders = JSON.parse(new TextDecoder().decode(files.get('orders.json'))) as Array<{ invoice: unknown }>
const invoices = orders.filter((o) => o.invoice !== null).length
const uploads = [...files.keys()].filter((k) => k.startsWith('files/') && k.endsWith('.pdf')).length
if (orders.length !== ORDERS || invoices !== ORDERS || uploads < FILES) {
  throw new Error(`the archive holds ${orders.length} orders, ${invoices} invoices and ${uploads} PDF files`)
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`
console.log(
  `Data download, ${ORDERS} orders + ${FILES} files of ${FILE_BYTES / 1024} KB`.padEnd(52) +
    `  ${seconds.toFixed(2)} s  archive ${mb(done.size_bytes ?? 0)}  RSS ${mb(before.rss)} → peak ${mb(peakRss)}` +
    `  heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)}`,
)
console.log('Goal: ≤ 10 s, memory flat (issue 26).')
await f.close()
