// `npm run seed -- --skus 200000`: seed the configured database (if empty) and grow the catalog with
// deterministic synthetic SKUs for benchmarks. Uses the same DATABASE_URL / DATA_DIR as the server.
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/client.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'

const args = process.argv.slice(2)
const at = args.indexOf('--skus')
const skus = at >= 0 ? Number(args[at + 1]) : 0
if (!Number.isInteger(skus) || skus < 0 || skus > 1_000_000) {
  console.error('Usage: npm run seed -- [--skus N]   (0 ≤ N ≤ 1,000,000)')
  process.exit(2)
}
const config = loadConfig()
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR })
const log = (msg: string, fields?: Record<string, unknown>) => console.log(msg, fields ?? '')
const seeded = await seedIfEmpty(database.db, { demo: config.APP_ENV !== 'production', skus, log })
console.log(seeded ? 'Seeded an empty database.' : 'The database already had data; base seed left alone.')
await database.close()
