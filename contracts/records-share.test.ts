import { describe, expect, test } from 'vitest'
import { SHARE_MESSAGES } from '../core/records/share.ts'
import {
  CreateRecordShareAnswerSchema,
  CreateRecordShareBodySchema,
  RecordsExportParamsSchema,
  RECORDS_SHARE_MESSAGES,
  RecordShareIdParamsSchema,
  RecordShareTokenParamsSchema,
  RecordShareViewsAnswerSchema,
} from './records-share.ts'

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : { message: r.error!.issues[0]!.message, path: r.error!.issues[0]!.path.join('.') }

describe('creating a share', () => {
  test.each<[string, unknown, unknown]>([
    [
      'one record, default 24 hours',
      { scope: 'record', patient_id: 7, record_id: 70 },
      { hours: 24, scope: { kind: 'record', patientId: 7, recordId: 70 } },
    ],
    [
      'the whole record for 7 days, as a form sends it',
      { scope: 'patient', patient_id: '7', hours: '168' },
      { hours: 168, scope: { kind: 'patient', patientId: 7 } },
    ],
    [
      'blank hours and a blank record id',
      { scope: 'patient', patient_id: 7, record_id: '', hours: '' },
      { hours: 24, scope: { kind: 'patient', patientId: 7 } },
    ],
    [
      'a record id with a whole-record scope is ignored',
      { scope: 'patient', patient_id: 7, record_id: 70, hours: 1 },
      { hours: 1, scope: { kind: 'patient', patientId: 7 } },
    ],
  ])('%s', (_name, body, parsed) => {
    expect(CreateRecordShareBodySchema.parse(body)).toEqual(parsed)
  })

  test.each<[string, unknown, string, string]>([
    ['no scope', { patient_id: 7 }, RECORDS_SHARE_MESSAGES.scope, 'scope'],
    ['an unknown scope', { scope: 'account', patient_id: 7 }, RECORDS_SHARE_MESSAGES.scope, 'scope'],
    ['no member', { scope: 'patient' }, RECORDS_SHARE_MESSAGES.patient, 'patient_id'],
    ['a member id of 0', { scope: 'patient', patient_id: 0 }, RECORDS_SHARE_MESSAGES.patient, 'patient_id'],
    ['a member id too large', { scope: 'patient', patient_id: 2 ** 31 }, RECORDS_SHARE_MESSAGES.patient, 'patient_id'],
    ['a record scope without a record', { scope: 'record', patient_id: 7 }, RECORDS_SHARE_MESSAGES.record, 'record_id'],
    ['a record id of letters', { scope: 'record', patient_id: 7, record_id: 'x' }, RECORDS_SHARE_MESSAGES.record, 'record_id'],
    ['0 hours', { scope: 'patient', patient_id: 7, hours: 0 }, SHARE_MESSAGES.hours, 'hours'],
    ['8 days', { scope: 'patient', patient_id: 7, hours: 192 }, SHARE_MESSAGES.hours, 'hours'],
    ['half an hour', { scope: 'patient', patient_id: 7, hours: 0.5 }, SHARE_MESSAGES.hours, 'hours'],
    ['hours as words', { scope: 'patient', patient_id: 7, hours: 'a day' }, SHARE_MESSAGES.hours, 'hours'],
    ['hours as a list', { scope: 'patient', patient_id: 7, hours: [24] }, SHARE_MESSAGES.hours, 'hours'],
  ])('refuses %s', (_name, body, message, path) => {
    expect(firstMessage(CreateRecordShareBodySchema.safeParse(body))).toEqual({ message, path })
  })
})

describe('paths', () => {
  test('ids are whole numbers', () => {
    expect(RecordShareIdParamsSchema.parse({ share_id: '12' })).toEqual({ share_id: 12 })
    expect(RecordsExportParamsSchema.parse({ patient_id: '7' })).toEqual({ patient_id: 7 })
    expect(firstMessage(RecordShareIdParamsSchema.safeParse({ share_id: '1e3' }))?.message).toBe(RECORDS_SHARE_MESSAGES.shareId)
    expect(RecordsExportParamsSchema.safeParse({ patient_id: '-1' }).success).toBe(false)
  })

  test('a token of the wrong shape is not found', () => {
    expect(RecordShareTokenParamsSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true)
    expect(firstMessage(RecordShareTokenParamsSchema.safeParse({ token: 'A'.repeat(44) }))?.message).toBe(SHARE_MESSAGES.notFound)
  })
})

describe('answers', () => {
  const share = {
    share_id: 3,
    scope: 'record',
    patient_id: 7,
    record_id: 70,
    label: 'Lipid profile',
    created_at: '2026-11-29T10:00:00.000Z',
    expires_at: '2026-11-30T10:00:00.000Z',
    revoked_at: null,
    state: 'active',
    views: 0,
  }
  test('a new link carries its URL and expiry', () => {
    const answer = {
      is_success: true,
      data: { ...share, link: `https://medwise.example/health-record/shared/${'A'.repeat(43)}` },
    }
    expect(CreateRecordShareAnswerSchema.parse(answer)).toEqual(answer)
    expect(CreateRecordShareAnswerSchema.safeParse({ is_success: true, data: share }).success).toBe(false)
  })

  test('a view row is when, the network and the device', () => {
    const views = {
      is_success: true,
      data: {
        share_id: 3,
        views: [
          { at: '2026-11-29T11:00:00+05:30', network: '203.0.113.0/24', device: 'Chrome on Android' },
          { at: '2026-11-29T12:00:00Z', network: null, device: 'Unknown browser' },
        ],
      },
    }
    expect(RecordShareViewsAnswerSchema.parse(views)).toEqual(views)
    expect(
      RecordShareViewsAnswerSchema.safeParse({
        is_success: true,
        data: { share_id: 3, views: [{ at: 'yesterday', network: null, device: 'x' }] },
      }).success,
    ).toBe(false)
  })
})
