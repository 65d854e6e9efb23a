import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

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
  ])('rejects %j in %s', async (code, file, message) => {
    const messages = await ruleMessages(code, file)
    expect(messages.some((m) => message.test(m))).toBe(true)
  })

  test.each([
    ["import type { CartActionData } from '../../contracts/cart.ts'\nexport type X = CartActionData", 'app/cart/x.ts'],
    ["import type { Services } from '../server/services.ts'\nexport type X = Services", 'app/x.server.ts'],
    ["import { Hono } from 'hono'\nexport const x = Hono", 'server/modules/cart/api.ts'],
  ])('allows %j in %s', async (code, file) => {
    expect(await ruleMessages(code, file)).toEqual([])
  })
})
