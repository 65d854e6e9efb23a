// The kinds of health record India's health stack (ABDM) files (issue 26: OPConsultation, Prescription,
// DiagnosticReport, DischargeSummary, ImmunizationRecord, HealthDocumentRecord, WellnessRecord), with the codes its
// FHIR implementation guide (NRCeS, 'ndhm' IG) gives each record's Composition. The FHIR export (fhir.ts) titles and
// codes a section per kind with these; decision 074.
//
// MERGE NOTE: the records store (core/records/vocabulary.ts, another branch) declares the kinds too. At merge the
// kinds live in one place: keep that file's list and move `ABDM_KIND_CODES` beside it (or import it from here).

export const ABDM_RECORD_KINDS = [
  'OPConsultation',
  'Prescription',
  'DiagnosticReport',
  'DischargeSummary',
  'ImmunizationRecord',
  'HealthDocumentRecord',
  'WellnessRecord',
] as const
export type AbdmRecordKind = (typeof ABDM_RECORD_KINDS)[number]

export function isAbdmRecordKind(value: unknown): value is AbdmRecordKind {
  return typeof value === 'string' && (ABDM_RECORD_KINDS as readonly string[]).includes(value)
}

/** How a person reads each kind. */
export const ABDM_KIND_LABELS: Record<AbdmRecordKind, string> = {
  OPConsultation: 'Consultation',
  Prescription: 'Prescription',
  DiagnosticReport: 'Lab report',
  DischargeSummary: 'Discharge summary',
  ImmunizationRecord: 'Vaccination record',
  HealthDocumentRecord: 'Health document',
  WellnessRecord: 'Wellness record',
}

export const SNOMED_CT = 'http://snomed.info/sct'

/**
 * The code of each kind's document, as the ABDM implementation guide types its Composition: SNOMED CT concepts for
 * six kinds; the wellness record has no SNOMED concept in the guide and is typed by text alone (`code: null`).
 */
export const ABDM_KIND_CODES: Record<AbdmRecordKind, { code: string | null; display: string }> = {
  OPConsultation: { code: '371530004', display: 'Clinical consultation report' },
  Prescription: { code: '440545006', display: 'Prescription record' },
  DiagnosticReport: { code: '721981007', display: 'Diagnostic studies report' },
  DischargeSummary: { code: '373942005', display: 'Discharge summary' },
  ImmunizationRecord: { code: '41000179103', display: 'Immunization record' },
  HealthDocumentRecord: { code: '419891008', display: 'Record artifact' },
  WellnessRecord: { code: null, display: 'Wellness Record' },
}
