// `npm run bench:growth` (issue 28 §6): the growth table alone (bench/growth.ts): the four reads at 10,000, 100,000
// and 1,000,000 orders on a PostgreSQL server it starts, p99 and resident memory at each size. BUILD_DIR picks the
// build (default build/); BENCH_PORT the app server's port (3998), BENCH_PG_PORT PostgreSQL's (54341); BENCH_SECONDS
// each load (10); GROWTH_SIZES another list of sizes (10000,100000,1000000).
import { GROWTH_SIZES, growthOf, growthTable, memoryFlat, runGrowthBench } from './growth.ts'
import { ensureBuild } from '../scripts/ensure-build.ts'

const buildDir = process.env.BUILD_DIR ?? 'build'
ensureBuild(buildDir)

const growth = await runGrowthBench({
  port: Number(process.env.BENCH_PORT ?? 3998),
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54341),
  buildDir,
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  sizes: process.env.GROWTH_SIZES ? process.env.GROWTH_SIZES.split(',').map(Number) : GROWTH_SIZES,
})
console.log('\n' + growthTable(growth))
if (!growth.reads.every((r) => growthOf(r).ok) || !memoryFlat(growth).ok) process.exitCode = 1
