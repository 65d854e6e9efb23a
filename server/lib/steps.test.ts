import { describe, expect, test } from 'vitest'
import { runSteps, type Step } from './steps.ts'

type Ctx = { log: string[] }
const step = (
  name: string,
  opts: { fail?: boolean; compensate?: boolean; compensationFails?: boolean } = {},
): Step<Ctx, string> => ({
  name,
  async run(ctx) {
    if (opts.fail) throw new Error(`${name} failed`)
    ctx.log.push(`run ${name}`)
    return `${name} out`
  },
  ...(opts.compensate
    ? {
        async compensate(ctx: Ctx, output: string) {
          if (opts.compensationFails) throw new Error(`undo ${name} failed`)
          ctx.log.push(`undo ${name} (${output})`)
        },
      }
    : {}),
})

describe('runSteps', () => {
  test('runs every step in order and returns their outputs', async () => {
    const ctx: Ctx = { log: [] }
    expect(await runSteps([step('a'), step('b')], ctx)).toEqual(['a out', 'b out'])
    expect(ctx.log).toEqual(['run a', 'run b'])
  })

  test('a failure compensates the finished steps, last first, with their outputs, and rethrows it', async () => {
    const ctx: Ctx = { log: [] }
    const steps = [
      step('reserve', { compensate: true }),
      step('note'),
      step('pay', { compensate: true }),
      step('order', { fail: true }),
    ]
    await expect(runSteps(steps, ctx)).rejects.toThrow('order failed')
    expect(ctx.log).toEqual(['run reserve', 'run note', 'run pay', 'undo pay (pay out)', 'undo reserve (reserve out)'])
  })

  test('the failing step itself is not compensated; later steps never run', async () => {
    const ctx: Ctx = { log: [] }
    await expect(runSteps([step('a', { fail: true, compensate: true }), step('b')], ctx)).rejects.toThrow('a failed')
    expect(ctx.log).toEqual([])
  })

  test('a compensation that fails is logged and kept on the error; the others still run', async () => {
    const ctx: Ctx = { log: [] }
    const logged: Array<[string, Record<string, unknown>]> = []
    const steps = [
      step('a', { compensate: true }),
      step('b', { compensate: true, compensationFails: true }),
      step('c', { fail: true }),
    ]
    const error = await runSteps(steps, ctx, (msg, fields) => logged.push([msg, fields])).catch((e: unknown) => e)
    expect(error).toMatchObject({ message: 'c failed', compensationFailures: [{ step: 'b' }] })
    expect(ctx.log).toEqual(['run a', 'run b', 'undo a (a out)'])
    expect(logged).toEqual([['compensation failed', { step: 'b', err: 'Error: undo b failed' }]])
  })
})
