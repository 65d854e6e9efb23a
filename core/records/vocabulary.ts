// The words of health records (issue 26 §1): the kinds India's health stack (ABDM) files health records as, their
// labels, where a record came from, and the limits of what a person files themself. No I/O, no packages.

/** ABDM's health information types, in the order the filters list them. */
export const RECORD_KINDS = [
  'OPConsultation',
  'Prescription',
  'DiagnosticReport',
  'DischargeSummary',
  'ImmunizationRecord',
  'HealthDocumentRecord',
  'WellnessRecord',
] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

export const RECORD_KIND_LABELS: Readonly<Record<RecordKind, string>> = {
  OPConsultation: 'Consultation',
  Prescription: 'Prescription',
  DiagnosticReport: 'Lab report',
  DischargeSummary: 'Discharge summary',
  ImmunizationRecord: 'Vaccination record',
  HealthDocumentRecord: 'Health document',
  WellnessRecord: 'Wellness record',
}

export const isRecordKind = (v: unknown): v is RecordKind =>
  typeof v === 'string' && (RECORD_KINDS as readonly string[]).includes(v)

export const SNOMED_CT = 'http://snomed.info/sct'

/**
 * The code of each kind's document, as the ABDM implementation guide types its Composition: SNOMED CT concepts for
 * six kinds; the wellness record has no SNOMED concept in the guide and is typed by text alone (`code: null`).
 */
export const ABDM_KIND_CODES: Record<RecordKind, { code: string | null; display: string }> = {
  OPConsultation: { code: '371530004', display: 'Clinical consultation report' },
  Prescription: { code: '440545006', display: 'Prescription record' },
  DiagnosticReport: { code: '721981007', display: 'Diagnostic studies report' },
  DischargeSummary: { code: '373942005', display: 'Discharge summary' },
  ImmunizationRecord: { code: '41000179103', display: 'Immunization record' },
  HealthDocumentRecord: { code: '419891008', display: 'Record artifact' },
  WellnessRecord: { code: null, display: 'Wellness Record' },
}

/**
 * Where a record came from: filed by the product from another part of it (a lab report, a prescription uploaded for
 * an order, an e-prescription, an invoice), or uploaded by the person (the only ones they may edit or delete).
 */
export const RECORD_SOURCES = ['lab_report', 'order_prescription', 'e_prescription', 'invoice', 'vaccination', 'upload'] as const
export type RecordSource = (typeof RECORD_SOURCES)[number]

export const RECORD_SOURCE_LABELS: Readonly<Record<RecordSource, string>> = {
  lab_report: 'From your lab booking',
  order_prescription: 'From your order',
  e_prescription: 'From your consultation',
  invoice: 'From your order',
  vaccination: 'From your vaccination at home',
  upload: 'Uploaded by you',
}

/** The kinds a person may give an upload (all of them). */
export const UPLOAD_KINDS = RECORD_KINDS

export const MAX_RECORD_FILE_BYTES = 10 * 1024 * 1024
export const MAX_TITLE_CHARS = 120
export const MAX_PROVIDER_CHARS = 120
export const MAX_TAGS = 10
export const MAX_TAG_CHARS = 30
/** A page of a member's timeline. */
export const TIMELINE_PAGE_SIZE = 20
