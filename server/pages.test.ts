import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadPages } from './pages.ts'
import { DATABASE_UNAVAILABLE_MESSAGE } from './http/errors.ts'
import type { PageHandler } from './app.ts'

// Issue 30 §2 (decision 089): a page whose loader failed because the database server is away is a short 503 with
// Retry-After, not the error boundary's 500; any other failure keeps the boundary. Played on a stand-in build: a root
// route whose loader throws what the query string names, and an entry that renders 'boundary' with React Router's status.

const BUILD = `
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
const loader = ({ request }) => {
  const fail = new URL(request.url).searchParams.get('fail')
  if (fail === 'db') throw new Error('Failed query: select 1', { cause: refused() })
  if (fail === 'bug') throw new TypeError('x is undefined')
  return { ok: true }
}
export const entry = {
  module: {
    servicesContext: { defaultValue: undefined },
    requestContext: { defaultValue: undefined },
    default: (request, status, headers) => new Response('boundary', { status, headers }),
  },
}
export const routes = {
  root: { id: 'root', path: '', module: { default: () => null, ErrorBoundary: () => null, loader } },
}
export const assets = {
  entry: { module: '/entry.js', imports: [] },
  routes: { root: { id: 'root', module: '/root.js', hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: true, imports: [] } },
  url: '/manifest.js',
  version: '1',
}
export const publicPath = '/'
export const assetsBuildDirectory = '/tmp'
export const future = {}
export const ssr = true
export const isSpaMode = false
export const prerender = []
export const routeDiscovery = { mode: 'initial', manifestPath: '/__manifest' }
`

let dir: string
let pages: PageHandler
const errors: unknown[] = []
const consoleError = console.error
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'medwise-pages-'))
  writeFileSync(join(dir, 'index.mjs'), BUILD)
  pages = await loadPages(join(dir, 'index.mjs'), 'production')
  console.error = (e: unknown) => void errors.push(e)
})
afterAll(() => {
  console.error = consoleError
  rmSync(dir, { recursive: true, force: true })
})

const get = (query: string) => pages(new Request(`http://localhost/${query}`), {} as Parameters<PageHandler>[1])

test('the database away: a short 503 page with Retry-After, not logged as a defect', async () => {
  const res = await get('?fail=db')
  expect(res.status).toBe(503)
  expect(res.headers.get('retry-after')).toBe('1')
  expect(await res.text()).toContain(DATABASE_UNAVAILABLE_MESSAGE)
  expect(errors).toEqual([])
})

test('any other failure keeps the error boundary and its 500, and is logged', async () => {
  const res = await get('?fail=bug')
  expect(res.status).toBe(500)
  expect(await res.text()).toBe('boundary')
  expect(errors).toHaveLength(1)
})

test('a page that works is untouched', async () => {
  const res = await get('')
  expect(res.status).toBe(200)
  expect(await res.text()).toBe('boundary')
})
