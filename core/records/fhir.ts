// A member's health records as a FHIR R4 `Bundle` of type `document` (issue 26 §4: the format India's health stack,
// ABDM, exchanges records in). Pure: the records store reads the rows and files into a `RecordsExportInput`, this
// builds the bundle. Decision 074 says what goes where; in short:
//
// - entry 1 is the Composition (the document's index: one section per ABDM kind present, newest record first),
//   then the Patient, the Organization that compiled the export (author and custodian), the doctors (Practitioner)
//   and labs (Organization) named by the records, then each record's resources: a DiagnosticReport with its
//   Observations for structured lab results, a DocumentReference for an attached file and one for a note, a
//   MedicationRequest per e-prescription line;
// - every reference is a `urn:uuid:` fullUrl of an entry of the same bundle;
// - ids are UUIDs derived from `seed` and what each resource is, so one input and seed build the same bytes;
// - the ABHA number is an identifier with ABDM's health-id system, the ABHA address a second one; each kind's
//   section and document carry the SNOMED CT code ABDM's guide types that kind's record with (vocabulary.ts).
//
// tests/fhir-export.test.ts validates built bundles against the official R4 JSON schema.

import { ABDM_KIND_CODES, RECORD_KIND_LABELS, RECORD_KINDS, SNOMED_CT, type RecordKind } from './vocabulary.ts'
import { checkAbhaAddress, formatAbhaNumber } from './abha.ts'
import type {
  Attachment,
  Bundle,
  BundleEntry,
  CodeableConcept,
  Composition,
  DiagnosticReport,
  DocumentReference,
  ExportResource,
  Identifier,
  MedicationRequest,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Quantity,
  Reference,
} from './fhir-r4.ts'

/** ABDM's system for the ABHA number (as its implementation guide's Patient examples write it). */
export const ABHA_NUMBER_SYSTEM = 'https://healthid.ndhm.gov.in'
/** Our system for the ABHA address (the guide names none). */
export const ABHA_ADDRESS_SYSTEM = 'https://healthid.ndhm.gov.in/abha-address'
/** A file known to the export by our storage id, not by a URL. */
export const FILE_ID_SYSTEM = 'urn:medwise:record-file'
export const LOINC = 'http://loinc.org'
export const UCUM = 'http://unitsofmeasure.org'
const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203'
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category'
const DIAGNOSTIC_SECTION = 'http://terminology.hl7.org/CodeSystem/v2-0074'
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation'
/** The export's own document type: ABDM's generic health document ('Record artifact'). */
const EXPORT_TYPE: CodeableConcept = {
  coding: [{ system: SNOMED_CT, code: '419891008', display: 'Record artifact' }],
  text: 'Health records',
}
/** India's offset, for a record dated without a time where FHIR wants an instant. */
const IST = '+05:30'

export interface ExportPatient {
  name: string
  gender?: 'male' | 'female' | 'other' | null
  /** YYYY-MM-DD */
  birthDate?: string | null
  /** As stored (14 digits) or typed with hyphens: shown XX-XXXX-XXXX-XXXX in the bundle. */
  abhaNumber?: string | null
  /** `name@abdm` */
  abhaAddress?: string | null
}

/** Who made or signed a record: a doctor (Practitioner) or a lab, hospital or clinic (Organization). */
export interface ExportPerformer {
  kind: 'doctor' | 'lab'
  name: string
}

/** One structured lab result. */
export interface ExportObservation {
  name: string
  /** LOINC code, where the lab's test catalogue knows it. */
  loinc?: string | null
  value: number | string
  unit?: string | null
  range?: { low?: number | null; high?: number | null; text?: string | null } | null
  /** The lab's flag: high, low or normal. */
  flag?: 'high' | 'low' | 'normal' | null
}

/** A file of the record (a scanned report, an uploaded discharge summary). */
export interface ExportFile {
  contentType: string
  /** Bytes, when known (a filed record's document lives with its source: its size is not). */
  size?: number | null
  /** Where the file is: an absolute URL, or a path inside the export's archive ('files/12.pdf'). */
  url?: string | null
  /** Or our storage's id for it, when the export carries no link. */
  fileId?: string | null
  title?: string | null
}

/** One line of an e-prescription. */
export interface ExportMedication {
  name: string
  /** As the doctor wrote it: '1-0-1 after food for 5 days'. */
  dosage?: string | null
  days?: number | null
  quantity?: number | null
}

export interface ExportRecord {
  /** The records store's id: with the seed, it makes this record's resource ids. */
  id: string
  kind: RecordKind
  /** YYYY-MM-DD, or an ISO instant. */
  date: string
  title: string
  performer?: ExportPerformer | null
  observations?: readonly ExportObservation[]
  file?: ExportFile | null
  medications?: readonly ExportMedication[]
  /** A consultation's note, as text. */
  note?: string | null
}

export interface RecordsExportInput {
  /** Makes the ids: the same input and seed give the same bundle (the export's id is a good seed). */
  seed: string
  /** When the export is built. */
  generatedAt: Date
  /** Who compiles the export: the Composition's author and custodian. */
  organisation: { name: string; url?: string | null }
  patient: ExportPatient
  records: readonly ExportRecord[]
}

/** The bundle of a member's records. */
export function buildRecordsBundle(input: RecordsExportInput): Bundle {
  const ids = new IdMaker(input.seed)
  const entries: BundleEntry[] = []
  const add = (key: string, resource: ExportResource): Reference => {
    const id = ids.uuid(key)
    entries.push({ fullUrl: `urn:uuid:${id}`, resource: withId(resource, id) })
    return { reference: `urn:uuid:${id}` }
  }

  const compositionAt = entries.length
  entries.push(null as unknown as BundleEntry) // the Composition, written last, once its sections are known
  const patient = add('patient', patientResource(input.patient))
  const organisation = add('organisation', organisationResource(input.organisation))

  // One resource per doctor or lab, named as the first record naming them spells it.
  const performers = new Map<string, Reference>()
  const performerOf = (p: ExportPerformer | null | undefined): Reference | undefined => {
    const name = p?.name.trim() ?? ''
    if (!p || name === '') return undefined
    const key = `performer:${p.kind}:${name.toLowerCase().replace(/\s+/g, ' ')}`
    let ref = performers.get(key)
    if (!ref) {
      const made =
        p.kind === 'doctor'
          ? add(key, { resourceType: 'Practitioner', name: [{ text: name }] } satisfies Practitioner)
          : add(key, { resourceType: 'Organization', name } satisfies Organization)
      ref = { ...made, display: name }
      performers.set(key, ref)
    }
    return { ...ref }
  }

  const sections = new Map<RecordKind, Reference[]>()
  for (const record of sortedRecords(input.records)) {
    const section = sections.get(record.kind) ?? []
    sections.set(record.kind, section)
    const key = `record:${encodeURIComponent(record.id)}`
    const performer = performerOf(record.performer)
    const subject = { ...patient }
    const when = dateTime(record.date)

    if (record.observations && record.observations.length > 0) {
      const results = record.observations.map((o, i) =>
        add(`${key}:observation:${i}`, observationResource(o, subject, when, performer)),
      )
      const report: DiagnosticReport = {
        resourceType: 'DiagnosticReport',
        status: 'final',
        category: [{ coding: [{ system: DIAGNOSTIC_SECTION, code: 'LAB', display: 'Laboratory' }] }],
        code: { text: record.title },
        subject,
        effectiveDateTime: when,
        ...(performer ? { performer: [performer] } : {}),
        result: results,
      }
      section.push(add(`${key}:report`, report))
    }
    if (record.file) section.push(add(`${key}:file`, fileDocument(record, record.file, subject, performer)))
    if (record.note && record.note.trim() !== '') {
      section.push(add(`${key}:note`, noteDocument(record, record.note, subject, performer)))
    }
    for (const [i, line] of (record.medications ?? []).entries()) {
      section.push(add(`${key}:medication:${i}`, medicationResource(line, subject, when, performer)))
    }
    // A record with nothing of the above (a title and a date) still shows in the index.
    if (
      !record.file &&
      !(record.note && record.note.trim() !== '') &&
      !record.observations?.length &&
      !record.medications?.length
    ) {
      section.push(add(`${key}:document`, bareDocument(record, subject, performer)))
    }
  }

  const composition: Composition = {
    resourceType: 'Composition',
    status: 'final',
    type: EXPORT_TYPE,
    subject: { ...patient, display: input.patient.name },
    date: input.generatedAt.toISOString(),
    author: [{ ...organisation, display: input.organisation.name }],
    title: `Health records of ${input.patient.name}`,
    custodian: { ...organisation, display: input.organisation.name },
    ...(sections.size > 0
      ? {
          section: RECORD_KINDS.filter((k) => sections.has(k)).map((k) => ({
            title: RECORD_KIND_LABELS[k],
            code: kindCode(k),
            entry: sections.get(k)!,
          })),
        }
      : {}),
  }
  const compositionId = ids.uuid('composition')
  entries[compositionAt] = { fullUrl: `urn:uuid:${compositionId}`, resource: withId(composition, compositionId) }

  const bundleId = ids.uuid('bundle')
  return {
    resourceType: 'Bundle',
    id: bundleId,
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${bundleId}` },
    type: 'document',
    timestamp: input.generatedAt.toISOString(),
    entry: entries,
  }
}

/** Every `reference` in a bundle that names no entry of it (none, for a bundle this module builds). */
export function unresolvedReferences(bundle: Bundle): string[] {
  const fullUrls = new Set(bundle.entry.map((e) => e.fullUrl))
  const refs: string[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'reference' && typeof v === 'string') refs.push(v)
        else walk(v)
      }
    }
  }
  bundle.entry.forEach((e) => walk(e.resource))
  return refs.filter((r) => !fullUrls.has(r))
}

/** The resource with its id second, after its type, as FHIR's own examples write it. */
function withId<R extends ExportResource>(resource: R, id: string): R {
  const { resourceType, ...rest } = resource
  return { resourceType, id, ...rest } as R
}

function sortedRecords(records: readonly ExportRecord[]): ExportRecord[] {
  // Newest first, as the timeline (a date alone is midnight in India); ties by id, so the input's order does not
  // change the bundle.
  const at = (r: ExportRecord) => new Date(instant(r.date)).getTime()
  return [...records].sort((a, b) => at(b) - at(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

function kindCode(kind: RecordKind): CodeableConcept {
  const { code, display } = ABDM_KIND_CODES[kind]
  return code ? { coding: [{ system: SNOMED_CT, code, display }], text: display } : { text: display }
}

function patientResource(p: ExportPatient): Patient {
  const identifier: Identifier[] = []
  if (p.abhaNumber) {
    identifier.push({
      type: { coding: [{ system: V2_0203, code: 'MR', display: 'Medical record number' }], text: 'ABHA number' },
      system: ABHA_NUMBER_SYSTEM,
      value: formatAbhaNumber(p.abhaNumber),
    })
  }
  if (p.abhaAddress) {
    const checked = checkAbhaAddress(p.abhaAddress)
    if (!checked.ok) throw new Error('not an ABHA address')
    identifier.push({ use: 'secondary', type: { text: 'ABHA address' }, system: ABHA_ADDRESS_SYSTEM, value: checked.value })
  }
  return {
    resourceType: 'Patient',
    ...(identifier.length > 0 ? { identifier } : {}),
    name: [{ text: p.name }],
    ...(p.gender ? { gender: p.gender } : {}),
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
  }
}

function organisationResource(o: RecordsExportInput['organisation']): Organization {
  return { resourceType: 'Organization', name: o.name, ...(o.url ? { telecom: [{ system: 'url', value: o.url }] } : {}) }
}

function observationResource(
  o: ExportObservation,
  subject: Reference,
  when: string,
  performer: Reference | undefined,
): Observation {
  const unit = o.unit?.trim() || undefined
  const quantity = (value: number): Quantity => ({ value, ...(unit ? { unit } : {}) })
  const range = o.range ?? {}
  const rangeText = range.text?.trim() ?? ''
  const hasRange = range.low != null || range.high != null || rangeText !== ''
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory', display: 'Laboratory' }] }],
    code: o.loinc ? { coding: [{ system: LOINC, code: o.loinc, display: o.name }], text: o.name } : { text: o.name },
    subject,
    effectiveDateTime: when,
    ...(performer ? { performer: [performer] } : {}),
    ...(typeof o.value === 'number' ? { valueQuantity: quantity(o.value) } : { valueString: o.value }),
    ...(o.flag ? { interpretation: [INTERPRETATIONS[o.flag]] } : {}),
    ...(hasRange
      ? {
          referenceRange: [
            {
              ...(range.low != null ? { low: quantity(range.low) } : {}),
              ...(range.high != null ? { high: quantity(range.high) } : {}),
              ...(rangeText !== '' ? { text: rangeText } : {}),
            },
          ],
        }
      : {}),
  }
}

const INTERPRETATIONS: Record<NonNullable<ExportObservation['flag']>, CodeableConcept> = {
  high: { coding: [{ system: INTERPRETATION, code: 'H', display: 'High' }], text: 'High' },
  low: { coding: [{ system: INTERPRETATION, code: 'L', display: 'Low' }], text: 'Low' },
  normal: { coding: [{ system: INTERPRETATION, code: 'N', display: 'Normal' }], text: 'Normal' },
}

function documentBase(
  record: ExportRecord,
  subject: Reference,
  performer: Reference | undefined,
): Omit<DocumentReference, 'content'> {
  return {
    resourceType: 'DocumentReference',
    status: 'current',
    type: kindCode(record.kind),
    subject,
    date: instant(record.date),
    ...(performer ? { author: [performer] } : {}),
    description: record.title,
  }
}

function fileDocument(
  record: ExportRecord,
  file: ExportFile,
  subject: Reference,
  performer: Reference | undefined,
): DocumentReference {
  const attachment: Attachment = {
    contentType: file.contentType,
    ...(file.url ? { url: file.url } : {}),
    ...(file.size != null ? { size: file.size } : {}),
    title: file.title?.trim() || record.title,
  }
  return {
    ...documentBase(record, subject, performer),
    ...(file.fileId ? { identifier: [{ system: FILE_ID_SYSTEM, value: file.fileId }] } : {}),
    content: [{ attachment }],
  }
}

function noteDocument(
  record: ExportRecord,
  note: string,
  subject: Reference,
  performer: Reference | undefined,
): DocumentReference {
  return {
    ...documentBase(record, subject, performer),
    content: [{ attachment: { contentType: 'text/plain; charset=utf-8', data: base64Utf8(note), title: record.title } }],
  }
}

function bareDocument(record: ExportRecord, subject: Reference, performer: Reference | undefined): DocumentReference {
  return { ...documentBase(record, subject, performer), content: [{ attachment: { title: record.title } }] }
}

function medicationResource(
  line: ExportMedication,
  subject: Reference,
  when: string,
  performer: Reference | undefined,
): MedicationRequest {
  const days = line.days != null && line.days > 0 ? line.days : null
  const quantity = line.quantity != null && line.quantity > 0 ? line.quantity : null
  return {
    resourceType: 'MedicationRequest',
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: { text: line.name },
    subject,
    authoredOn: when,
    ...(performer ? { requester: performer } : {}),
    ...(line.dosage?.trim() ? { dosageInstruction: [{ text: line.dosage.trim() }] } : {}),
    ...(days || quantity
      ? {
          dispenseRequest: {
            ...(quantity ? { quantity: { value: quantity } } : {}),
            ...(days ? { expectedSupplyDuration: { value: days, unit: 'days', system: UCUM, code: 'd' } } : {}),
          },
        }
      : {}),
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A FHIR dateTime: a date as it is, an instant in UTC. */
function dateTime(value: string): string {
  return DATE_ONLY.test(value) ? value : new Date(value).toISOString()
}

/** A FHIR instant: a date alone is taken as midnight in India. */
function instant(value: string): string {
  return DATE_ONLY.test(value) ? `${value}T00:00:00${IST}` : new Date(value).toISOString()
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

/**
 * Stable UUIDs from a seed and a key: a 128-bit non-cryptographic hash (four interleaved 32-bit FNV/murmur-style
 * lanes) shaped as an RFC 9562 version 8 ('custom') UUID. Unique within a bundle; not secret and not meant to be.
 */
class IdMaker {
  private readonly seen = new Set<string>()
  private readonly seed: string
  constructor(seed: string) {
    this.seed = seed
  }

  uuid(key: string): string {
    const h = hash128(`${this.seed}\u0000${key}`)
    const hex = h.map((n) => (n >>> 0).toString(16).padStart(8, '0')).join('')
    const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    if (this.seen.has(id)) throw new Error(`two resources of one bundle share the key ${key}`)
    this.seen.add(id)
    return id
  }
}

function hash128(text: string): [number, number, number, number] {
  let h1 = 0x6a09e667
  let h2 = 0xbb67ae85
  let h3 = 0x3c6ef372
  let h4 = 0xa54ff53a
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1, h2, h3, h4]
}
