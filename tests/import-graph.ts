import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

// The tree's imports as the architecture test reads them: every static import, export-from and import() of a source
// file, resolved to a file of the tree (the '~/' alias is app/). Packages are kept by name. Comments are blanked first,
// so a path quoted in prose is no import.

export interface Import {
  from: string
  /** A tree path ('core/money.ts') or a package name ('zod', 'node:fs', 'drizzle-orm/pg-core'). */
  to: string
  /** `to` is a file of the tree (a relative or '~/' import), not a package. */
  inTree: boolean
  /** `import type` / `export type`: erased at build time. */
  typeOnly: boolean
}

const SOURCE = /\.(ts|tsx)$/
const SKIP_DIRS = new Set(['node_modules', 'build', 'var', '.react-router', '.git'])

export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('build-')) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (SOURCE.test(entry.name)) out.push(relative(root, path))
    }
  }
  for (const d of dirs) if (existsSync(join(root, d))) walk(join(root, d))
  return out.sort()
}

const blankComments = (src: string) =>
  src.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1')

const IMPORT =
  /(?:^|[\n;}])\s*(import|export)\s+(type\s+)?(?:([\w*{}\s,$]+?)\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
/** `{ type A, type B }`: every name imported is a type. */
const allTypes = (clause: string | undefined) => {
  const names = clause
    ?.match(/^\s*\{([^}]*)\}\s*$/)?.[1]
    ?.split(',')
    .map((n) => n.trim())
    .filter(Boolean)
  return Boolean(names?.length) && names!.every((n) => n.startsWith('type '))
}

export function importsOf(root: string, file: string, src = readFileSync(join(root, file), 'utf8')): Import[] {
  const out: Import[] = []
  for (const m of blankComments(src).matchAll(IMPORT)) {
    const spec = m[4] ?? m[5]!
    const typeOnly = Boolean(m[2]) || allTypes(m[3])
    const inTree = spec.startsWith('.') || spec.startsWith('~/')
    out.push({ from: file, to: inTree ? resolveSpec(root, file, spec) : spec, inTree, typeOnly })
  }
  return out
}

function resolveSpec(root: string, file: string, spec: string): string {
  const base = spec.startsWith('~/') ? join(root, 'app', spec.slice(2)) : resolve(root, dirname(file), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate)
  }
  return relative(root, base)
}

/** The floor a tree path stands on: its first folder (core, contracts, server, app, tests, …). */
export const floorOf = (path: string) => path.split('/')[0]!

const isTest = (path: string) => /\.(test|int\.test|e2e)\.tsx?$/.test(path)

/**
 * The floors' rule (docs/architecture.md): what each floor may import from the tree. Packages are checked apart:
 * core takes none, contracts only Zod.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  core: ['core'],
  contracts: ['contracts', 'core'],
  server: ['server', 'contracts', 'core'],
  app: ['app', 'contracts', 'core', 'server'],
}
const PACKAGES: Record<string, (name: string) => boolean> = {
  core: () => false,
  contracts: (name) => name === 'zod',
}
const TEST_PACKAGES = new Set(['vitest', 'fast-check'])

/** Every import that runs up a floor (or takes a package its floor may not), as 'from → to'. */
export function backFlows(imports: readonly Import[]): string[] {
  const out: string[] = []
  for (const i of imports) {
    const floor = floorOf(i.from)
    const allowed = MAY_IMPORT[floor]
    if (!allowed) continue
    if (i.inTree) {
      // Tests may lean on the test floor's helpers and fixtures, and on the bench's data generators.
      const testHelper = isTest(i.from) && (floorOf(i.to) === 'tests' || floorOf(i.to) === 'bench')
      if (!allowed.includes(floorOf(i.to)) && !testHelper) out.push(`${i.from} → ${i.to}`)
      // Browser code reads only types from contracts/ and nothing of server/ (app/*.server.ts may).
      if (floor === 'app' && !isServerSide(i.from)) {
        if (floorOf(i.to) === 'server') out.push(`${i.from} → ${i.to}`)
        if (floorOf(i.to) === 'contracts' && !i.typeOnly && !isTest(i.from)) out.push(`${i.from} → ${i.to} (a value)`)
      }
      continue
    }
    const packageRule = PACKAGES[floor]
    if (packageRule && !packageRule(i.to) && !(isTest(i.from) && TEST_PACKAGES.has(i.to))) out.push(`${i.from} → ${i.to}`)
  }
  return out
}

const isServerSide = (path: string) => /\.server\.tsx?$/.test(path) || path === 'app/entry.server.tsx' || isTest(path)

const MODULE = /^server\/modules\/([\w-]+)\/(.+)$/

/**
 * Every import that reaches into another server module past its public face (decision 044): from outside a module
 * only its index.ts, except the process mounting its routers (server/app.ts: api files), db/ gathering its tables
 * (schema files) and another module's schema naming them in a foreign key; and no module reads the db/schema.ts
 * barrel. Tests may reach in.
 */
export function pastFaces(imports: readonly Import[]): string[] {
  const out: string[] = []
  for (const i of imports) {
    if (!i.inTree || isTest(i.from) || floorOf(i.from) === 'tests') continue
    const from = i.from.match(MODULE)
    if (from && i.to === 'server/db/schema.ts') out.push(`${i.from} → ${i.to}`)
    const to = i.to.match(MODULE)
    if (!to || from?.[1] === to[1]) continue
    const rest = to[2]!
    if (rest === 'index.ts') continue
    if (i.from === 'server/app.ts' && /(^|-)api\.ts$/.test(rest)) continue
    if (i.from.startsWith('server/db/') && /(^|-)schema\.ts$/.test(rest)) continue
    // Foreign keys: a schema file names another module's table.
    if (from && /(^|\/|-)schema\.ts$/.test(i.from) && /(^|-)schema\.ts$/.test(rest)) continue
    out.push(`${i.from} → ${i.to}`)
  }
  return out
}

/** Each table of the database and the module whose schema declares it. */
export function tableOwners(root: string): Map<string, string> {
  const owners = new Map<string, string>()
  for (const file of sourceFiles(root, ['server/modules'])) {
    const m = file.match(MODULE)
    if (!m || !/(^|-)schema\.ts$/.test(m[2]!.split('/').pop()!)) continue
    for (const t of readFileSync(join(root, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) owners.set(t[1]!, m[1]!)
  }
  return owners
}

/**
 * 'module/file.ts: insert table (owner)' for every write a module makes to a table another module owns: the tree's
 * files, or the `files` given (path and source: the test's samples).
 */
export function foreignWrites(root: string, files?: ReadonlyArray<{ file: string; src: string }>): string[] {
  const owners = tableOwners(root)
  const out = new Set<string>()
  const sources =
    files ?? sourceFiles(root, ['server/modules']).map((file) => ({ file, src: readFileSync(join(root, file), 'utf8') }))
  for (const { file, src } of sources) {
    if (isTest(file)) continue
    const module = file.match(MODULE)?.[1]
    if (!module) continue
    for (const w of blankComments(src).matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const owner = owners.get(w[2]!)
      if (owner && owner !== module) out.add(`${file.replace('server/modules/', '')}: ${w[1]} ${w[2]} (${owner})`)
    }
  }
  return [...out].sort()
}
