// Issue 28 §4: the JavaScript budget the build enforces. For every route, the JavaScript its first load fetches
// (gzipped) stays within the framework's floor + 30 KB, and the shell chunk (our code every page loads) within 25 KB.
// Pure: the build's check (check-js-budget.ts) reads the router's client manifest and the files' sizes; the e2e
// suite (js-budget.e2e.ts) adds what the pages inline, from the server's HTML.

export interface JsBudget {
  readonly shellKB: number
  readonly overFloorKB: number
  readonly routerContextKB: number
}

export const JS_BUDGET: JsBudget = {
  /** The shell: what the root route adds to the framework (header, menus, the sign-in frame, API client). */
  shellKB: 25,
  /** Any route's first load over the floor (the framework and the router's inline context). */
  overFloorKB: 30,
  /**
   * The router's inline context on a page with no data of its own (decision 042: 3.0 KB on `/`): part of the floor,
   * since framework mode writes it into every document.
   */
  routerContextKB: 3,
}

interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
  imports?: string[]
}
export interface ClientManifest {
  entry: { module: string; imports?: string[] }
  routes: Record<string, ManifestRoute>
}

/** The manifest React Router writes to `client/assets/manifest-*.js` (`window.__reactRouterManifest={…};`). */
export function parseClientManifest(text: string): ClientManifest {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end < start) throw new Error('not a React Router client manifest')
  const manifest = JSON.parse(text.slice(start, end + 1)) as ClientManifest
  if (!manifest.entry?.module || !manifest.routes?.root) throw new Error('the client manifest has no entry or no root route')
  return manifest
}

/** The route and its ancestors, root first. */
export function routeChain(manifest: ClientManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  for (let r: ManifestRoute | undefined = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
    if (chain.includes(r)) throw new Error(`the client manifest's routes form a circle at ${r.id}`)
    chain.unshift(r)
  }
  return chain
}

/** The URL pattern a route answers ('/' for the index, '/labs/test/:id', …). */
export function routePattern(manifest: ClientManifest, id: string): string {
  const parts = routeChain(manifest, id)
    .map((r) => r.path ?? '')
    .filter(Boolean)
  return `/${parts.join('/')}`.replace(/\/+/g, '/')
}

/** Every module the framework's entry loads: the floor under every page. */
export function floorModules(manifest: ClientManifest): string[] {
  return [...new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])])]
}

/** Every module a document request for this route loads before it hydrates: the entry's and its routes'. */
export function routeModules(manifest: ClientManifest, id: string): string[] {
  const all = [...floorModules(manifest)]
  for (const r of routeChain(manifest, id)) all.push(r.module, ...(r.imports ?? []))
  return [...new Set(all)]
}

export interface BudgetRow {
  route: string
  pattern: string
  kb: number
  budgetKB: number
}
export interface BudgetReport {
  floorKB: number
  shellKB: number
  rows: BudgetRow[]
  /** One line per route over budget, and one for the shell; empty when everything fits. */
  failures: string[]
}

const sum = (files: string[], sizeKB: (file: string) => number) => files.reduce((n, f) => n + sizeKB(f), 0)

/** The floor under every page: the framework's modules, and the router's inline context when documents are weighed. */
export function weighFloor(
  manifest: ClientManifest,
  sizeKB: (file: string) => number,
  opts: { inline: boolean; budget?: JsBudget },
): number {
  return sum(floorModules(manifest), sizeKB) + (opts.inline ? (opts.budget ?? JS_BUDGET).routerContextKB : 0)
}

/**
 * Weighs every route of the manifest. `sizeKB` gives a module's gzipped size; `inlineKB` what a route's document
 * inlines (0 when only the files are weighed, as the build does: the router's context is then left out of both the
 * floor and the routes).
 */
export function weighRoutes(
  manifest: ClientManifest,
  sizeKB: (file: string) => number,
  opts: { budget?: JsBudget; inlineKB?: (routeId: string) => number } = {},
): BudgetReport {
  const budget = opts.budget ?? JS_BUDGET
  const inline = opts.inlineKB
  const floorKB = weighFloor(manifest, sizeKB, { inline: Boolean(inline), budget })
  const floor = new Set(floorModules(manifest))
  const shellKB = sum(
    routeModules(manifest, 'root').filter((f) => !floor.has(f)),
    sizeKB,
  )
  // The root is no page of its own: what it adds is the shell, weighed above; every route below carries it.
  const rows = Object.keys(manifest.routes)
    .filter((id) => id !== 'root')
    .map((id) => ({
      route: id,
      pattern: routePattern(manifest, id),
      kb: sum(routeModules(manifest, id), sizeKB) + (inline ? inline(id) : 0),
      budgetKB: floorKB + budget.overFloorKB,
    }))
  const failures = rows
    .filter((r) => r.kb > r.budgetKB)
    .map((r) => `${r.route} (${r.pattern}): ${r.kb.toFixed(1)} KB over its budget of ${r.budgetKB.toFixed(1)} KB`)
  if (shellKB > budget.shellKB) failures.unshift(`the shell: ${shellKB.toFixed(1)} KB over its budget of ${budget.shellKB} KB`)
  return { floorKB, shellKB, rows, failures }
}

/** The table the build prints: the floor, the shell, and each route heaviest first with its budget. */
export function formatBudget(report: BudgetReport, budget: JsBudget = JS_BUDGET): string {
  const lines = [
    `first-load JavaScript, gzipped: floor ${report.floorKB.toFixed(1)} KB, shell ${report.shellKB.toFixed(1)} KB (budget ${budget.shellKB} KB), each route ≤ floor + ${budget.overFloorKB} KB`,
    `${'route'.padEnd(40)} ${'KB'.padStart(7)} ${'budget'.padStart(7)}`,
  ]
  for (const r of [...report.rows].sort((a, b) => b.kb - a.kb)) {
    lines.push(
      `${r.pattern.padEnd(40).slice(0, 40)} ${r.kb.toFixed(1).padStart(7)} ${r.budgetKB.toFixed(1).padStart(7)}${r.kb > r.budgetKB ? '  OVER' : ''}`,
    )
  }
  return lines.join('\n')
}

/**
 * What a document makes the browser fetch and run before it hydrates: its preloaded modules, script elements and the
 * inline scripts' imports, and the inline scripts' text (the router's context and the page's data). Not every
 * address the page mentions: the router's inline manifest names its full manifest file (`"url"`), which the browser
 * never loads with lazy route discovery.
 */
export function documentScripts(html: string): { modules: string[]; inline: string } {
  // JavaScript only: structured data (`type="application/ld+json"`) is for crawlers and never runs.
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\btype="(?!module"|text\/javascript")[^"]*"/.test(m[1]!))
    .map((m) => m[2]!)
  const modules = new Set([
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]!),
    ...inlineScripts.flatMap((code) =>
      [...code.matchAll(/\bimport\s*(?:\(\s*|[\w*{}\s,]*\bfrom\s*)?["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!),
    ),
  ])
  return { modules: [...modules], inline: inlineScripts.join('\n') }
}
