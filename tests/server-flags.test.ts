import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_MALLOC_ENV, serverNodeFlags } from './e2e/server-process.ts'

// Tests and benchmarks start the server with the heap `npm start` gives it (decision 038): one setting, two places.
describe('the server heap', () => {
  const start = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } })
    .scripts.start

  it('npm start and the test launcher give the server the same heap flags', () => {
    const [oldSpace, ...rest] = serverNodeFlags()
    expect(oldSpace).toBe('--max-old-space-size=256')
    expect(start).toContain(`node --max-old-space-size=\${HEAP_MB:-256} ${rest.join(' ')} server/main.ts`)
  })

  it('npm start and the test launcher set the same allocator threshold', () => {
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV)) expect(start).toContain(`${name}=${value} node `)
  })

  it('HEAP_MB sets the old space', () => {
    expect(serverNodeFlags('512')[0]).toBe('--max-old-space-size=512')
  })
})
