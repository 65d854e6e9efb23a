// `npm run seed -- --skus 200000`: seed the configured database (if empty) and grow the catalog with deterministic
// synthetic SKUs for benchmarks. `npm run seed -- --orders 1000000`: grow the order history to that many orders
// (issue 28 §6; server/db/seed/growth.ts), demo data refused in production (decision 012). Uses the same
// DATABASE_URL / DATA_DIR as the server.
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/client.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { seedGrowthOrders } from '../server/db/seed/growth.ts'

const args = process.argv.slice(2)
const flag = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? Number(args[at + 1]) : 0
}
const skus = flag('--skus')
const orders = flag('--orders')
const usage = 'Usage: npm run seed -- [--skus N] [--orders N]   (0 ≤ N ≤ 1,000,000 SKUs, 0 ≤ N ≤ 10,000,000 orders)'
if (!Number.isInteger(skus) || skus < 0 || skus > 1_000_000 || !Number.isInteger(orders) || orders < 0 || orders > 10_000_000) {
  console.error(usage)
  process.exit(2)
}
const config = loadConfig()
if (orders && config.APP_ENV === 'production') {
  console.error('Refusing --orders in production: the order history it writes is demo data (decision 012).')
  process.exit(2)
}
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR })
const log = (msg: string, fields?: Record<string, unknown>) => console.log(msg, fields ?? '')
const seeded = await seedIfEmpty(database.db, { demo: config.APP_ENV !== 'production', skus, log })
console.log(seeded ? 'Seeded an empty database.' : 'The database already had data; base seed left alone.')
if (orders) {
  const grown = await seedGrowthOrders(database.db, orders, { log })
  console.log(`Growth orders: ${grown.orders} (${grown.added} added, ${grown.customers} customers) in ${grown.ms} ms.`)
}
await database.close()
