import { describe, expect, it } from 'vitest'
import {
  addMonths,
  capitalName,
  firstRefused,
  mayPrescribe,
  PRESCRIBING_RULES,
  tpgListOf,
  visitKindOf,
  type PrescribingRule,
  type TpgList,
  type VisitKind,
} from './prescribing.ts'
import type { ConsultationMode } from './states.ts'

describe('tpgListOf: the catalog onto the guidelines’ lists', () => {
  it.each([
    ['OTC', false, false, 'O'],
    ['otc', false, false, 'O'],
    ['OTC', false, true, 'O'],
    ['H', false, false, 'O'],
    ['H', false, true, 'A'],
    [' g ', false, true, 'A'],
    ['H1', false, true, 'B'],
    ['Z', false, true, 'B'],
    ['X', false, true, 'prohibited'],
    ['x', false, false, 'prohibited'],
    ['H', true, true, 'prohibited'],
    ['OTC', true, false, 'prohibited'],
  ] as const)('schedule %j, ndps %s, rx %s → %s', (schedule, ndps, rxRequired, list) => {
    expect(tpgListOf({ schedule, ndps, rxRequired })).toBe(list)
  })
})

describe('mayPrescribe: by list, mode and visit', () => {
  const yes = null
  // [list, mode, visit, the rule that refuses or null]
  const table: Array<[TpgList, ConsultationMode, VisitKind, PrescribingRule | null]> = [
    ['O', 'chat', 'first', yes],
    ['O', 'audio', 'first', yes],
    ['O', 'video', 'first', yes],
    ['O', 'chat', 'follow_up', yes],
    ['O', 'audio', 'follow_up', yes],
    ['O', 'video', 'follow_up', yes],
    ['A', 'chat', 'first', 'tpg_list_a_video_or_follow_up'],
    ['A', 'audio', 'first', 'tpg_list_a_video_or_follow_up'],
    ['A', 'video', 'first', yes],
    ['A', 'chat', 'follow_up', yes],
    ['A', 'audio', 'follow_up', yes],
    ['A', 'video', 'follow_up', yes],
    ['B', 'chat', 'first', 'tpg_list_b_follow_up_only'],
    ['B', 'audio', 'first', 'tpg_list_b_follow_up_only'],
    ['B', 'video', 'first', 'tpg_list_b_follow_up_only'],
    ['B', 'chat', 'follow_up', yes],
    ['B', 'audio', 'follow_up', yes],
    ['B', 'video', 'follow_up', yes],
    ['prohibited', 'chat', 'first', 'tpg_prohibited'],
    ['prohibited', 'audio', 'first', 'tpg_prohibited'],
    ['prohibited', 'video', 'first', 'tpg_prohibited'],
    ['prohibited', 'chat', 'follow_up', 'tpg_prohibited'],
    ['prohibited', 'audio', 'follow_up', 'tpg_prohibited'],
    ['prohibited', 'video', 'follow_up', 'tpg_prohibited'],
  ]

  it.each(table)('%s by %s, %s visit → %s', (list, mode, visit, rule) => {
    expect(mayPrescribe(list, mode, visit)).toEqual(
      rule === null ? { ok: true } : { ok: false, rule, message: PRESCRIBING_RULES[rule] },
    )
  })

  it('names the rule in its refusal', () => {
    expect(mayPrescribe('B', 'video', 'first')).toMatchObject({
      message: expect.stringContaining('List B medicines may be prescribed only in a follow-up consultation'),
    })
    expect(mayPrescribe('prohibited', 'video', 'follow_up')).toMatchObject({
      message: expect.stringContaining('Schedule X and NDPS'),
    })
  })
})

describe('visitKindOf: a follow-up within 6 months of a completed consultation', () => {
  const start = new Date('2026-11-29T06:00:00Z')
  it.each([
    ['no earlier consultation', [], 'first'],
    ['completed an hour before', ['2026-11-29T05:00:00Z'], 'follow_up'],
    ['completed exactly 6 months before', ['2026-05-29T06:00:00Z'], 'follow_up'],
    ['completed 6 months and a minute before', ['2026-05-29T05:59:00Z'], 'first'],
    ['completed only after this start', ['2026-11-29T06:30:00Z'], 'first'],
    ['one old, one recent', ['2025-01-01T00:00:00Z', '2026-10-01T00:00:00Z'], 'follow_up'],
  ] as const)('%s → %s', (_what, done, kind) => {
    expect(
      visitKindOf(
        start,
        done.map((d) => new Date(d)),
      ),
    ).toBe(kind)
  })
})

describe('addMonths', () => {
  it.each([
    ['2026-08-31T10:00:00Z', 6, '2027-02-28T10:00:00.000Z'],
    ['2026-01-15T00:00:00Z', 6, '2026-07-15T00:00:00.000Z'],
    ['2027-08-31T10:00:00Z', 6, '2028-02-29T10:00:00.000Z'],
  ] as const)('%s + %d months = %s', (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to)
  })
})

describe('firstRefused and capitalName', () => {
  const otc = { name: 'Paracip 650 tablet', schedule: 'OTC', ndps: false, rxRequired: false }
  const h = { name: 'azee 500  tablet', schedule: 'H', ndps: false, rxRequired: true }
  const h1 = { name: 'Augmentin 625', schedule: 'H1', ndps: false, rxRequired: true }

  it.each([
    [[otc, h], 'video', 'first', null],
    [[otc, h], 'chat', 'first', 'AZEE 500 TABLET: List A medicines'],
    [[otc, h, h1], 'video', 'first', 'AUGMENTIN 625: List B medicines may be prescribed only in a follow-up consultation'],
    [[otc, h, h1], 'audio', 'follow_up', null],
  ] as const)('%# the first refusal names the medicine and the rule', (lines, mode, visit, message) => {
    const refused = firstRefused(lines, mode, visit)
    if (message === null) expect(refused).toBeNull()
    else expect(refused?.message).toContain(message)
  })

  it('prints names in capitals', () => {
    expect(capitalName('  dolo  650 tablet ')).toBe('DOLO 650 TABLET')
  })
})
