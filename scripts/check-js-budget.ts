// The last step of `npm run build` (issue 28 §4): weighs every route's first-load JavaScript from the router's client
// manifest, prints the table and fails the build when a route or the shell is over budget (js-budget.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { formatBudget, parseClientManifest, weighRoutes } from './js-budget.ts'

const client = join(new URL('..', import.meta.url).pathname, process.env.BUILD_DIR ?? 'build', 'client')
const manifestFile = readdirSync(join(client, 'assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f))
if (!manifestFile) throw new Error(`no client manifest in ${client}/assets: run react-router build first`)
const manifest = parseClientManifest(readFileSync(join(client, 'assets', manifestFile), 'utf8'))
const sizes = new Map<string, number>()
const sizeKB = (file: string) => {
  let kb = sizes.get(file)
  if (kb === undefined) sizes.set(file, (kb = gzipSync(readFileSync(join(client, file)), { level: 9 }).length / 1024))
  return kb
}
const report = weighRoutes(manifest, sizeKB)
const table = formatBudget(report)
if (report.failures.length) {
  console.error(
    `${table}\n\nover the JavaScript budget (scripts/js-budget.ts):\n${report.failures.map((f) => `  ${f}`).join('\n')}`,
  )
  process.exit(1)
}
// The heaviest routes are enough to see the margin; the whole table when asked.
const lines = table.split('\n')
console.log(
  process.env.JS_BUDGET_TABLE === 'all'
    ? table
    : [...lines.slice(0, 7), `… ${lines.length - 7} more (JS_BUDGET_TABLE=all)`].join('\n'),
)
