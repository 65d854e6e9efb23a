import { readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'
import { backFlows, foreignWrites, importsOf, pastFaces, sourceFiles, type Import } from './import-graph.ts'

// The layering rules of docs/architecture.md are lint rules (eslint.config.js): this proves they bite.

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })
async function ruleMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message)
}

describe('architecture rules', () => {
  test.each([
    ["import type { Services } from '../server/services.ts'\nexport type X = Services", 'app/x.ts', /may not import server/],
    [
      "import { AppError } from '../../server/lib/app-error.ts'\nexport const x = AppError",
      'app/cart/x.tsx',
      /may not import server/,
    ],
    [
      "import { CartAddSchema } from '../../contracts/cart.ts'\nexport const x = CartAddSchema",
      'app/cart/x.ts',
      /only types from contracts/,
    ],
    ["import { Hono } from 'hono'\nexport const x = Hono", 'server/modules/cart/service.ts', /do not speak HTTP/],
    [
      "import { handleError } from '../../http/errors.ts'\nexport const x = handleError",
      'server/modules/cart/merge.ts',
      /HTTP layer/,
    ],
    // The floors: core ← contracts ← server ← app.
    ["import { debounce } from '../../app/lib/debounce.ts'\nexport const x = debounce", 'core/auth/x.ts', /ground floor/],
    ["import type { Services } from '../server/services.ts'\nexport type X = Services", 'core/x.ts', /ground floor/],
    ["import { z } from 'zod'\nexport const x = z", 'core/x.ts', /pure TypeScript/],
    ["import { readFileSync } from 'node:fs'\nexport const x = readFileSync", 'core/x.ts', /pure TypeScript/],
    ["import { CartItems } from '../app/cart/widgets/cart-items.tsx'\nexport const x = CartItems", 'contracts/x.ts', /only core/],
    ["import { AppError } from '../server/lib/app-error.ts'\nexport const x = AppError", 'contracts/x.ts', /only core/],
    ["import { hash } from 'node:crypto'\nexport const x = hash", 'contracts/x.ts', /only core/],
    [
      "import { money } from '../../../app/lib/money.ts'\nexport const x = money",
      'server/modules/cart/x.ts',
      /never imports app/,
    ],
    ["import { x } from '../../../app/lib/x.ts'\nexport const y = x", 'server/modules/cart/api.ts', /never imports app/],
    ["import { x } from '../../app/lib/x.ts'\nexport const y = x", 'server/http/x.ts', /never imports app/],
  ])('rejects %j in %s', async (code, file, message) => {
    const messages = await ruleMessages(code, file)
    expect(messages.some((m) => message.test(m))).toBe(true)
  })

  test.each([
    ["import type { CartActionData } from '../../contracts/cart.ts'\nexport type X = CartActionData", 'app/cart/x.ts'],
    ["import type { Services } from '../server/services.ts'\nexport type X = Services", 'app/x.server.ts'],
    ["import { Hono } from 'hono'\nexport const x = Hono", 'server/modules/cart/api.ts'],
    ["import { paise } from '../money.ts'\nexport const x = paise", 'core/cart/x.ts'],
    ["import { paise } from '../core/money.ts'\nimport { z } from 'zod'\nexport const x = [paise, z]", 'contracts/x.ts'],
    ["import { paise } from '../../../core/money.ts'\nexport const x = paise", 'server/modules/cart/x.ts'],
    ["import { paise } from '../../core/money.ts'\nexport const x = paise", 'app/cart/x.tsx'],
  ])('allows %j in %s', async (code, file) => {
    expect(await ruleMessages(code, file)).toEqual([])
  })
})

// The same rule read off the tree itself, independent of the lint configuration: every import of every source file,
// production and test, classified by floor (tests/import-graph.ts).
describe('the floors of the tree', () => {
  const root = new URL('..', import.meta.url).pathname
  const imports = (file: string, src: string): Import[] => importsOf(root, file, src)

  test('production folders hold no test helpers: only tests take the test tools', () => {
    const production = sourceFiles(root, ['core', 'contracts', 'server', 'app']).filter(
      (f) => !/\.(test|int\.test)\.tsx?$/.test(f),
    )
    const helpers = production.filter(
      (f) =>
        /(fixture|fake|testing|mock)/i.test(f) ||
        importsOf(root, f).some((i) => ['vitest', 'fast-check', '@playwright/test', 'playwright-core'].includes(i.to)),
    )
    expect(helpers).toEqual([])
  })

  test('no import runs up a floor', () => {
    const all = sourceFiles(root, ['core', 'contracts', 'server', 'app']).flatMap((f) => importsOf(root, f))
    expect(all.length).toBeGreaterThan(2000)
    expect(backFlows(all)).toEqual([])
  })

  // The scanner must see what it guards: each of these is one back-flow.
  test.each([
    ['core/money.ts', "import { x } from '../app/lib/debounce.ts'"],
    ['core/auth/flow.ts', "import type { Services } from '../../server/services.ts'"],
    ['core/auth/flow.ts', "export { AUTH_PATHS } from '../../contracts/auth.ts'"],
    ['core/money.ts', "import { z } from 'zod'"],
    ['core/money.ts', "const fs = await import('node:fs')"],
    ['contracts/cart.ts', "import { CartItems } from '../app/cart/widgets/cart-items.tsx'"],
    ['contracts/cart.ts', "import { now } from '../server/lib/clock.ts'"],
    ['server/modules/cart/service.ts', "import {\n  money,\n} from '../../../app/lib/debounce.ts'"],
    ['server/app.ts', "import { x } from '../app/lib/debounce.ts'"],
    ['app/cart/x.tsx', "import type { Services } from '../../server/services.ts'"],
    ['app/cart/x.tsx', "import { CartIntentSchema } from '../../contracts/cart.ts'"],
  ])('finds the back-flow in %s: %j', (file, src) => {
    expect(backFlows(imports(file, src))).toHaveLength(1)
  })

  test.each([
    ['core/cart/x.ts', "import { paise } from '../money.ts'"],
    ['core/money.test.ts', "import fc from 'fast-check'"],
    ['contracts/cart.ts', "import { z } from 'zod'\nimport { paise } from '../core/money.ts'"],
    ['app/cart/x.tsx', "import { type CartActionData, type CartIntentName } from '../../contracts/cart.ts'"],
    ['app/cart/x.server.ts', "import { CartIntentSchema } from '../../contracts/cart.ts'"],
    ['core/money.ts', "// see app/lib/debounce.ts and '../app/x.ts'\n/* import { x } from '../app/y.ts' */"],
  ])('lets %s: %j pass', (file, src) => {
    expect(backFlows(imports(file, src))).toEqual([])
  })
})

// A module is used through its face, and writes only its own tables (decision 044).
describe('modules', () => {
  const root = new URL('..', import.meta.url).pathname

  test('are reached only through their faces', () => {
    const all = sourceFiles(root, ['server', 'app']).flatMap((f) => importsOf(root, f))
    expect(pastFaces(all)).toEqual([])
  })

  test.each([
    ['server/modules/cart/service.ts', "import { place } from '../orders/place.ts'"],
    ['server/modules/orders/invoice/pdf.ts', "import type { CartService } from '../../cart/service.ts'"],
    ['server/modules/cart/service.ts', "import { carts } from '../../db/schema.ts'"],
    ['server/services.ts', "import { createCartService } from './modules/cart/service.ts'"],
    ['server/app.ts', "import { createCartService } from './modules/cart/service.ts'"],
    ['app/cart/x.server.ts', "import { createCartService } from '../../server/modules/cart/service.ts'"],
  ])('finds the way past a face in %s: %j', (file, src) => {
    expect(pastFaces(importsOf(root, file, src))).toHaveLength(1)
  })

  test.each([
    ['server/modules/cart/service.ts', "import { orders } from '../orders/index.ts'\nimport { carts } from './schema.ts'"],
    ['server/app.ts', "import { cartApi } from './modules/cart/api.ts'"],
    ['server/db/schema.ts', "export * from '../modules/cart/schema.ts'"],
    ['server/modules/cart/cart.int.test.ts', "import { place } from '../orders/place.ts'"],
  ])('lets %s: %j pass', (file, src) => {
    expect(pastFaces(importsOf(root, file, src))).toEqual([])
  })

  // A step across modules is composed from each owner's operations (decision 044): no module writes another's table.
  test('write only their own tables', () => {
    expect(foreignWrites(root)).toEqual([])
  })

  test.each([
    ['server/modules/labs/bookings.ts', 'await tx.insert(orders).values(row)', 'labs/bookings.ts: insert orders (orders)'],
    ['server/modules/cart/x.ts', 'await tx\n  .update(payments)\n  .set(x)', 'cart/x.ts: update payments (payments)'],
    ['server/modules/orders/x.ts', 'await tx.delete(cartItems).where(w)', 'orders/x.ts: delete cartItems (cart)'],
  ])('finds the foreign write in %s', (file, src, found) => {
    expect(foreignWrites(root, [{ file, src }])).toEqual([found])
  })

  test.each([
    ['server/modules/orders/x.ts', 'await tx.insert(orders).values(row) // its own'],
    ['server/modules/orders/x.ts', '// await tx.insert(cartItems).values(row)'],
    ['server/modules/orders/x.int.test.ts', 'await tx.insert(cartItems).values(row)'],
  ])('lets %s: %j pass', (file, src) => {
    expect(foreignWrites(root, [{ file, src }])).toEqual([])
  })
})

// docs/adding-a-domain.md walks through docs/example-domain/, which npm run typecheck and lint compile with the tree.
describe('the recipe', () => {
  const root = new URL('..', import.meta.url).pathname
  const recipe = readFileSync(`${root}docs/adding-a-domain.md`, 'utf8')

  test('names each file of its example, and each file says where it would live', () => {
    const files = sourceFiles(root, ['docs/example-domain'])
    expect(files.length).toBeGreaterThanOrEqual(6)
    for (const file of files) {
      const where = file.replace('docs/example-domain/', '')
      expect(readFileSync(`${root}${file}`, 'utf8').split('\n')[0]).toBe(`// file: ${where}`)
      const named = where.replace(/\/(schema|line|api|index)\.ts$/, '/{schema,line,api,index}.ts')
      expect(recipe.includes(`docs/example-domain/${where}`) || recipe.includes(`docs/example-domain/${named}`)).toBe(true)
    }
  })
})
