import { describe, expect, test } from 'vitest'
import {
  ABHA_ADDRESS_SYSTEM,
  ABHA_NUMBER_SYSTEM,
  buildRecordsBundle,
  FILE_ID_SYSTEM,
  unresolvedReferences,
  type ExportRecord,
  type RecordsExportInput,
} from './fhir.ts'
import type {
  Bundle,
  Composition,
  DiagnosticReport,
  DocumentReference,
  ExportResource,
  MedicationRequest,
  Observation,
  Patient,
} from './fhir-r4.ts'

const AT = new Date('2026-11-29T10:00:00Z')
const base = (records: ExportRecord[], patient: RecordsExportInput['patient'] = { name: 'Priya Sharma' }) =>
  ({
    seed: 'export-1',
    generatedAt: AT,
    organisation: { name: 'MedWise', url: 'https://medwise.example' },
    patient,
    records,
  }) satisfies RecordsExportInput

const LAB: ExportRecord = {
  id: 'r1',
  kind: 'DiagnosticReport',
  date: '2026-10-01',
  title: 'Diabetes screen',
  performer: { kind: 'lab', name: 'City Diagnostics' },
  observations: [
    { name: 'HbA1c', loinc: '4548-4', value: 6.1, unit: '%', range: { low: 4, high: 5.6 }, flag: 'high' },
    { name: 'Urine sugar', value: 'Nil', range: { text: 'Nil' } },
  ],
}
const UPLOAD: ExportRecord = {
  id: 'r2',
  kind: 'DischargeSummary',
  date: '2026-09-12',
  title: 'Discharge after appendectomy',
  performer: { kind: 'doctor', name: 'Dr. Anil Rao' },
  file: { contentType: 'application/pdf', size: 204_800, url: 'files/r2.pdf' },
}
const EPRESCRIPTION: ExportRecord = {
  id: 'r3',
  kind: 'Prescription',
  date: '2026-11-02T09:30:00+05:30',
  title: 'E-prescription',
  performer: { kind: 'doctor', name: 'Dr. Anil Rao' },
  medications: [
    { name: 'Metformin 500 mg tablet', dosage: '1-0-1 after food', days: 30, quantity: 60 },
    { name: 'Vitamin D3 60000 IU', dosage: 'Once a week' },
  ],
}
const CONSULT: ExportRecord = {
  id: 'r4',
  kind: 'OPConsultation',
  date: '2026-11-02',
  title: 'Consultation with Dr. Anil Rao',
  performer: { kind: 'doctor', name: 'dr. anil rao ' },
  note: 'Sugar slightly high — diet and walk, review in 3 months.',
}
const BARE: ExportRecord = { id: 'r5', kind: 'WellnessRecord', date: '2026-08-01', title: 'Step count' }

const resources = (b: Bundle) => b.entry.map((e) => e.resource)
const ofType = <T extends ExportResource>(b: Bundle, type: T['resourceType']) =>
  resources(b).filter((r): r is T => r.resourceType === type)

describe('the records bundle', () => {
  test('is a document whose first entry is the Composition, every reference resolved inside it', () => {
    const b = buildRecordsBundle(base([LAB, UPLOAD, EPRESCRIPTION, CONSULT, BARE]))
    expect(b.type).toBe('document')
    expect(b.timestamp).toBe('2026-11-29T10:00:00.000Z')
    expect(b.identifier).toEqual({ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${b.id}` })
    expect(b.entry[0]!.resource.resourceType).toBe('Composition')
    expect(b.entry[1]!.resource.resourceType).toBe('Patient')
    expect(unresolvedReferences(b)).toEqual([])
    for (const e of b.entry) {
      expect(e.fullUrl).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(e.fullUrl).toBe(`urn:uuid:${e.resource.id}`)
    }
    expect(new Set(b.entry.map((e) => e.fullUrl)).size).toBe(b.entry.length)
  })

  test('has one section per kind present, in ABDM order, with its SNOMED code and the records newest first', () => {
    const b = buildRecordsBundle(base([BARE, UPLOAD, LAB, EPRESCRIPTION, CONSULT]))
    const c = b.entry[0]!.resource as Composition
    expect(c.title).toBe('Health records of Priya Sharma')
    expect(c.section!.map((s) => [s.title, s.code?.coding?.[0]?.code ?? null])).toEqual([
      ['Consultation', '371530004'],
      ['Prescription', '440545006'],
      ['Lab report', '721981007'],
      ['Discharge summary', '373942005'],
      ['Wellness record', null],
    ])
    expect(c.section![4]!.code).toEqual({ text: 'Wellness Record' })
    const byUrl = new Map(b.entry.map((e) => [e.fullUrl, e.resource]))
    expect(c.section!.map((s) => s.entry!.map((r) => byUrl.get(r.reference!)!.resourceType))).toEqual([
      ['DocumentReference'],
      ['MedicationRequest', 'MedicationRequest'],
      ['DiagnosticReport'],
      ['DocumentReference'],
      ['DocumentReference'],
    ])
  })

  test('an empty record set is a Composition without sections, the Patient and the compiler', () => {
    const b = buildRecordsBundle(base([]))
    expect(resources(b).map((r) => r.resourceType)).toEqual(['Composition', 'Patient', 'Organization'])
    expect((b.entry[0]!.resource as Composition).section).toBeUndefined()
  })

  test('a lab report is a DiagnosticReport with its Observations, values, units, ranges and flags', () => {
    const b = buildRecordsBundle(base([LAB]))
    const [report] = ofType<DiagnosticReport>(b, 'DiagnosticReport')
    const observations = ofType<Observation>(b, 'Observation')
    expect(report!.code).toEqual({ text: 'Diabetes screen' })
    expect(report!.effectiveDateTime).toBe('2026-10-01')
    expect(report!.result).toEqual(observations.map((o) => ({ reference: `urn:uuid:${o.id}` })))
    expect(report!.performer).toEqual([{ reference: expect.stringMatching(/^urn:uuid:/), display: 'City Diagnostics' }])
    const lab = b.entry.find((e) => e.fullUrl === report!.performer![0]!.reference)!.resource
    expect(lab).toMatchObject({ resourceType: 'Organization', name: 'City Diagnostics' })
    expect(observations[0]).toMatchObject({
      code: { coding: [{ system: 'http://loinc.org', code: '4548-4', display: 'HbA1c' }], text: 'HbA1c' },
      valueQuantity: { value: 6.1, unit: '%' },
      referenceRange: [{ low: { value: 4, unit: '%' }, high: { value: 5.6, unit: '%' } }],
      interpretation: [{ coding: [{ code: 'H' }] }],
      status: 'final',
    })
    expect(observations[1]).toMatchObject({ code: { text: 'Urine sugar' }, valueString: 'Nil' })
    expect(observations[1]!.referenceRange).toEqual([{ text: 'Nil' }])
    expect(observations[1]!.valueQuantity).toBeUndefined()
  })

  test('a file is a DocumentReference of the kind, by URL or by our file id', () => {
    const byId: ExportRecord = { ...UPLOAD, id: 'r6', file: { contentType: 'image/png', size: 10, fileId: 'f-77' } }
    const b = buildRecordsBundle(base([UPLOAD, byId]))
    const [a, c] = ofType<DocumentReference>(b, 'DocumentReference')
    expect(a).toMatchObject({
      status: 'current',
      type: { coding: [{ system: 'http://snomed.info/sct', code: '373942005' }] },
      date: '2026-09-12T00:00:00+05:30',
      description: 'Discharge after appendectomy',
      content: [
        {
          attachment: {
            contentType: 'application/pdf',
            url: 'files/r2.pdf',
            size: 204800,
            title: 'Discharge after appendectomy',
          },
        },
      ],
    })
    expect(a!.identifier).toBeUndefined()
    expect(c!.identifier).toEqual([{ system: FILE_ID_SYSTEM, value: 'f-77' }])
    expect(c!.content[0]!.attachment.url).toBeUndefined()
    // One doctor named by two records is one Practitioner.
    expect(ofType(b, 'Practitioner')).toHaveLength(1)
  })

  test('an e-prescription is a MedicationRequest per line, requested by the doctor', () => {
    const b = buildRecordsBundle(base([EPRESCRIPTION]))
    const lines = ofType<MedicationRequest>(b, 'MedicationRequest')
    expect(lines.map((l) => l.medicationCodeableConcept?.text)).toEqual(['Metformin 500 mg tablet', 'Vitamin D3 60000 IU'])
    expect(lines[0]).toMatchObject({
      status: 'active',
      intent: 'order',
      authoredOn: '2026-11-02T04:00:00.000Z',
      requester: { display: 'Dr. Anil Rao' },
      dosageInstruction: [{ text: '1-0-1 after food' }],
      dispenseRequest: {
        quantity: { value: 60 },
        expectedSupplyDuration: { value: 30, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' },
      },
    })
    expect(lines[1]!.dispenseRequest).toBeUndefined()
    const doctor = b.entry.find((e) => e.fullUrl === lines[0]!.requester!.reference)!.resource
    expect(doctor).toMatchObject({ resourceType: 'Practitioner', name: [{ text: 'Dr. Anil Rao' }] })
  })

  test('a consultation note is a text attachment, UTF-8 in base64', () => {
    const b = buildRecordsBundle(base([CONSULT]))
    const [doc] = ofType<DocumentReference>(b, 'DocumentReference')
    const att = doc!.content[0]!.attachment
    expect(att.contentType).toBe('text/plain; charset=utf-8')
    expect(new TextDecoder().decode(Uint8Array.from(atob(att.data!), (ch) => ch.charCodeAt(0)))).toBe(CONSULT.note)
  })

  test.each([
    [{ name: 'Asha', abhaNumber: '91123456789012', abhaAddress: 'Asha.K@abdm' }, ['91-1234-5678-9012', 'asha.k@abdm']],
    [{ name: 'Asha', abhaNumber: '91-1234-5678-9012' }, ['91-1234-5678-9012']],
    [{ name: 'Asha', abhaAddress: 'asha.k@abdm' }, ['asha.k@abdm']],
    [{ name: 'Asha', abhaNumber: null, abhaAddress: null }, []],
  ])('the Patient %j carries the identifiers %j', (patient, values) => {
    const [p] = ofType<Patient>(buildRecordsBundle(base([], patient)), 'Patient')
    expect((p!.identifier ?? []).map((i) => i.value)).toEqual(values)
    for (const i of p!.identifier ?? []) {
      expect(i.system).toBe(i.value!.includes('@') ? ABHA_ADDRESS_SYSTEM : ABHA_NUMBER_SYSTEM)
    }
  })

  test('the Patient has the name, gender and birth date given', () => {
    const [p] = ofType<Patient>(
      buildRecordsBundle(base([], { name: 'Asha K', gender: 'female', birthDate: '1990-04-05' })),
      'Patient',
    )
    expect(p).toEqual({
      resourceType: 'Patient',
      id: p!.id,
      name: [{ text: 'Asha K' }],
      gender: 'female',
      birthDate: '1990-04-05',
    })
  })

  test('is the same for the same input and seed, whatever the records’ order; another seed changes every id', () => {
    const records = [LAB, UPLOAD, EPRESCRIPTION, CONSULT, BARE]
    const one = JSON.stringify(buildRecordsBundle(base(records)))
    expect(JSON.stringify(buildRecordsBundle(base([...records].reverse())))).toBe(one)
    const other = buildRecordsBundle({ ...base(records), seed: 'export-2' })
    const ids = new Set(JSON.parse(one).entry.map((e: { fullUrl: string }) => e.fullUrl))
    expect(other.entry.filter((e) => ids.has(e.fullUrl))).toEqual([])
  })

  test('orders a section by instant, a date alone being midnight in India', () => {
    const doc = (id: string, date: string): ExportRecord => ({ id, kind: 'HealthDocumentRecord', date, title: id })
    const b = buildRecordsBundle(
      base([doc('b', '2026-11-02'), doc('c', '2026-11-01T23:59:00+05:30'), doc('a', '2026-11-02T01:00:00+05:30')]),
    )
    const byUrl = new Map(b.entry.map((e) => [e.fullUrl, e.resource as DocumentReference]))
    const [section] = (b.entry[0]!.resource as Composition).section!
    expect(section!.entry!.map((r) => byUrl.get(r.reference!)!.description)).toEqual(['a', 'b', 'c'])
  })

  test('a doctor named twice is one Practitioner, shown as first spelled', () => {
    const b = buildRecordsBundle(base([EPRESCRIPTION, CONSULT]))
    expect(ofType(b, 'Practitioner')).toHaveLength(1)
    const [doc] = ofType<DocumentReference>(b, 'DocumentReference')
    expect(doc!.author).toEqual([{ reference: expect.stringMatching(/^urn:uuid:/), display: 'Dr. Anil Rao' }])
  })

  test('a stored ABHA value that fails its check is a bug, not a bundle', () => {
    expect(() => buildRecordsBundle(base([], { name: 'A', abhaNumber: '123' }))).toThrow()
    expect(() => buildRecordsBundle(base([], { name: 'A', abhaAddress: 'a@sbx' }))).toThrow()
  })
})
