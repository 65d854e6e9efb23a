import { describe, expect, test } from 'vitest'
import {
  documentScripts,
  floorModules,
  formatBudget,
  JS_BUDGET,
  parseClientManifest,
  routeModules,
  routePattern,
  weighRoutes,
  type ClientManifest,
} from '../scripts/js-budget.ts'

// Issue 28 §4: the build fails when a route's first-load JavaScript is over the framework's floor + 30 KB or the
// shell over 25 KB. A manifest shaped as React Router writes it, with made-up sizes.
const manifest: ClientManifest = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/runtime.js', '/assets/framework.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/runtime.js', '/assets/framework.js', '/assets/shell.js'],
    },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      index: true,
      module: '/assets/home.js',
      imports: ['/assets/shell.js', '/assets/card.js'],
    },
    'routes/labs': { id: 'routes/labs', parentId: 'root', path: 'labs', module: '/assets/labs.js', imports: ['/assets/card.js'] },
    'routes/labs-test': { id: 'routes/labs-test', parentId: 'routes/labs', path: 'test/:testId', module: '/assets/labs-test.js' },
  },
}
const KB: Record<string, number> = {
  '/assets/entry.client.js': 0.2,
  '/assets/runtime.js': 0.4,
  '/assets/framework.js': 104.6,
  '/assets/root.js': 1,
  '/assets/shell.js': 20,
  '/assets/home.js': 2,
  '/assets/card.js': 1.5,
  '/assets/labs.js': 3,
  '/assets/labs-test.js': 4,
}
const sizeKB = (file: string) => {
  const kb = KB[file]
  if (kb === undefined) throw new Error(`no size for ${file}`)
  return kb
}

describe('what a route loads', () => {
  test('the floor is the entry and its imports; a route adds its own modules and its ancestors’, each once', () => {
    expect(floorModules(manifest)).toEqual(['/assets/entry.client.js', '/assets/runtime.js', '/assets/framework.js'])
    expect(routeModules(manifest, 'routes/labs-test')).toEqual([
      '/assets/entry.client.js',
      '/assets/runtime.js',
      '/assets/framework.js',
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/labs.js',
      '/assets/card.js',
      '/assets/labs-test.js',
    ])
  })

  test('a route’s URL pattern joins its ancestors’ paths', () => {
    expect(routePattern(manifest, 'routes/home')).toBe('/')
    expect(routePattern(manifest, 'routes/labs-test')).toBe('/labs/test/:testId')
  })
})

describe('the budget', () => {
  test('within budget: no failures; the floor, the shell and each route weighed', () => {
    const report = weighRoutes(manifest, sizeKB)
    expect(report.floorKB).toBeCloseTo(105.2)
    expect(report.shellKB).toBeCloseTo(21)
    expect(report.rows.find((r) => r.route === 'routes/labs-test')!.kb).toBeCloseTo(134.7)
    expect(report.failures).toEqual([])
  })

  test('a route over the floor + 30 KB fails, named with its pattern and figures', () => {
    const heavy = (f: string) => (f === '/assets/labs-test.js' ? 5 : sizeKB(f))
    expect(weighRoutes(manifest, heavy).failures).toEqual([
      'routes/labs-test (/labs/test/:testId): 135.7 KB over its budget of 135.2 KB',
    ])
  })

  test('a shell over 25 KB fails even when every route fits a looser budget', () => {
    const fat = (f: string) => (f === '/assets/shell.js' ? 24.5 : sizeKB(f))
    const report = weighRoutes(manifest, fat, { budget: { ...JS_BUDGET, overFloorKB: 60 } })
    expect(report.failures).toEqual(['the shell: 25.5 KB over its budget of 25 KB'])
  })

  test('with what the documents inline: the router’s context joins the floor, each page’s inline script its route', () => {
    const report = weighRoutes(manifest, sizeKB, { inlineKB: (id) => (id === 'routes/labs-test' ? 5 : 3) })
    expect(report.floorKB).toBeCloseTo(105.2 + JS_BUDGET.routerContextKB)
    expect(report.failures).toEqual(['routes/labs-test (/labs/test/:testId): 139.7 KB over its budget of 138.2 KB'])
  })

  test('the table lists the heaviest route first and marks what is over', () => {
    const heavy = (f: string) => (f === '/assets/labs-test.js' ? 5 : sizeKB(f))
    const lines = formatBudget(weighRoutes(manifest, heavy)).split('\n')
    expect(lines[0]).toBe(
      'first-load JavaScript, gzipped: floor 105.2 KB, shell 21.0 KB (budget 25 KB), each route ≤ floor + 30 KB',
    )
    expect(lines[2]).toMatch(/^\/labs\/test\/:testId\s+135\.7\s+135\.2 {2}OVER$/)
    expect(lines.at(-1)).toMatch(/^\/\s+129\.7\s+135\.2$/)
  })
})

describe('reading the manifest', () => {
  test('the file React Router writes', () => {
    const text = `window.__reactRouterManifest=${JSON.stringify(manifest)};`
    expect(parseClientManifest(text)).toEqual(manifest)
  })

  test('anything else is refused with a reason', () => {
    expect(() => parseClientManifest('console.log(1)')).toThrow('not a React Router client manifest')
    expect(() => parseClientManifest('window.x={"entry":{},"routes":{}}')).toThrow('no entry or no root route')
  })
})

describe('what a document loads (documentScripts)', () => {
  test('preloaded modules, script elements and inline imports, each once; inline JavaScript but not structured data', () => {
    const html = [
      '<link rel="modulepreload" href="/assets/framework-1.js"/><link rel="modulepreload" href="/assets/shell-2.js"/>',
      '<link rel="stylesheet" href="/assets/style.css"/>',
      '<script type="application/ld+json">{"@type":"ItemList"}</script>',
      '<script>window.__reactRouterContext = {}</script>',
      '<script type="module">import "/assets/shell-2.js"; import * as r from "/assets/home-3.js";</script>',
      '<script src="/assets/extra-4.js"></script>',
    ].join('')
    const { modules, inline } = documentScripts(html)
    expect(modules).toEqual(['/assets/framework-1.js', '/assets/shell-2.js', '/assets/extra-4.js', '/assets/home-3.js'])
    expect(inline).toBe('window.__reactRouterContext = {}\nimport "/assets/shell-2.js"; import * as r from "/assets/home-3.js";')
  })
})
