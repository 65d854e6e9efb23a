// After `react-router build`: write .br and .gz beside each hashed asset so the server sends them precompressed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dir = join(new URL('..', import.meta.url).pathname, process.env.BUILD_DIR ?? 'build', 'client', 'assets')
let files = 0
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue
  const data = readFileSync(join(dir, name))
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }))
  files++
}
console.log(`precompressed ${files} assets`)
