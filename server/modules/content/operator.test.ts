import { describe, expect, test } from 'vitest'
import { loadConfig } from '../../config.ts'
import { SAMPLE_OPERATOR, operatorFrom } from './operator.ts'

const ALL = {
  OPERATOR_LEGAL_NAME: 'Acme Health Private Limited',
  OPERATOR_ADDRESS: '1 Main Road, Pune 411001',
  SUPPORT_EMAIL: 'care@acme.in',
  SUPPORT_PHONE: '+91 20 1234 5678',
  GRIEVANCE_OFFICER_NAME: 'R. Iyer',
  GRIEVANCE_OFFICER_DESIGNATION: 'Head, Customer Experience',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@acme.in',
  GRIEVANCE_OFFICER_PHONE: '020-1234-5679',
}

describe('operatorFrom', () => {
  test('without configuration: the samples, marked as samples', () => {
    const op = operatorFrom({})
    expect(op.sample).toBe(true)
    expect(op.grievance.name).toBe(SAMPLE_OPERATOR.grievance.name)
    expect(op.grievance.email).toMatch(/\.example$/)
  })

  test('fully configured: the operator’s own details, no sample mark', () => {
    const op = operatorFrom(loadConfig(ALL))
    expect(op).toMatchObject({
      legalName: 'Acme Health Private Limited',
      support: { email: 'care@acme.in', phone: '+91 20 1234 5678' },
      grievance: {
        name: 'R. Iyer',
        designation: 'Head, Customer Experience',
        email: 'grievance@acme.in',
        phone: '020-1234-5679',
      },
      sample: false,
    })
  })

  test('one detail left out: still marked as samples', () => {
    const { GRIEVANCE_OFFICER_PHONE: _, ...rest } = ALL
    expect(operatorFrom(loadConfig(rest)).sample).toBe(true)
  })

  test('bad values stop the start, naming the variable', () => {
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: 'not-an-address' })).toThrow(/GRIEVANCE_OFFICER_EMAIL/)
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE/)
  })
})
