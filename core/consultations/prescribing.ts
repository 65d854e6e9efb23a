// What a doctor may prescribe in a consultation (issue 24 §5): the Telemedicine Practice Guidelines 2020 (Board of
// Governors of the MCI, 25 March 2020, §3.7.4 and Annexure 1), enforced, not advised. Pure: no database, no clock.
//
// The guidelines' lists, and how the catalog's columns (products.schedule, products.ndps, products.rx_required) map
// onto them (decision 059):
//   List O  'over the counter' medicines for common conditions           → not prescription-only (OTC)
//   List A  'relatively safe' medicines, low potential of abuse           → prescription-only, Schedule H or G
//   List B  add-ons in a follow-up for a condition already treated        → Schedule H1 (and any other schedule that
//                                                                            needs closer watch: the default of an
//                                                                            unknown prescription-only schedule)
//   Prohibited  Schedule X and the NDPS Act's narcotics and psychotropics → never by telemedicine
//
// Who may prescribe what (§3.7.4, table 'Prescribing medicines'):
//   first consultation by text (chat) or audio: List O
//   first consultation by video:               List O and List A
//   follow-up consultation (any mode):         List O, List A (a refill) and List B (an add-on)
//   never:                                     prohibited medicines

import type { ConsultationMode } from './states.ts'

export const TPG_LISTS = ['O', 'A', 'B', 'prohibited'] as const
export type TpgList = (typeof TPG_LISTS)[number]

export const TPG_LIST_LABELS: Record<TpgList, string> = {
  O: 'List O',
  A: 'List A',
  B: 'List B',
  prohibited: 'Prohibited',
}

/** A first consultation, or a follow-up of a completed one (followUpOf). */
export const VISIT_KINDS = ['first', 'follow_up'] as const
export type VisitKind = (typeof VISIT_KINDS)[number]

/**
 * A follow-up is a consultation with the same doctor, for the same patient, starting within this many months of the
 * end of a completed consultation (the guidelines: 'within 6 months of the previous consultation, for continuation
 * of care'; ours are all online, so the previous one is the last completed consultation with us).
 */
export const FOLLOW_UP_MONTHS = 6

/** How long the e-prescription (its PDF and its record) is kept: the guidelines ask to keep records; decision 059. */
export const PRESCRIPTION_RETENTION_YEARS = 3

/** The catalog's facts that decide a medicine's list. */
export interface ListFacts {
  /** H, H1, X, G or OTC (catalog products.schedule). */
  schedule: string
  /** Any salt under the NDPS Act (catalog products.ndps). */
  ndps: boolean
  /** Sold only against a prescription (catalog products.rx_required). */
  rxRequired: boolean
}

/** The guidelines' list of a catalog medicine. */
export function tpgListOf(p: ListFacts): TpgList {
  const schedule = p.schedule.trim().toUpperCase()
  if (schedule === 'X' || p.ndps) return 'prohibited'
  if (!p.rxRequired || schedule === 'OTC') return 'O'
  if (schedule === 'H' || schedule === 'G') return 'A'
  return 'B'
}

export type PrescribingRule = 'tpg_prohibited' | 'tpg_list_a_video_or_follow_up' | 'tpg_list_b_follow_up_only'

export type PrescribingVerdict = { ok: true } | { ok: false; rule: PrescribingRule; message: string }

/** The rule's sentence: what a refusal says (the form, the API's 400). */
export const PRESCRIBING_RULES: Record<PrescribingRule, string> = {
  tpg_prohibited: 'Schedule X and NDPS medicines may never be prescribed in a teleconsultation',
  tpg_list_a_video_or_follow_up:
    'List A medicines may be prescribed in a first consultation only by video (or in a follow-up consultation)',
  tpg_list_b_follow_up_only: 'List B medicines may be prescribed only in a follow-up consultation, as an add-on',
}

/** Whether a medicine of `list` may be prescribed in a consultation of `mode` that is a `visit`. */
export function mayPrescribe(list: TpgList, mode: ConsultationMode, visit: VisitKind): PrescribingVerdict {
  const refuse = (rule: PrescribingRule): PrescribingVerdict => ({ ok: false, rule, message: PRESCRIBING_RULES[rule] })
  switch (list) {
    case 'prohibited':
      return refuse('tpg_prohibited')
    case 'O':
      return { ok: true }
    case 'A':
      return visit === 'follow_up' || mode === 'video' ? { ok: true } : refuse('tpg_list_a_video_or_follow_up')
    case 'B':
      return visit === 'follow_up' ? { ok: true } : refuse('tpg_list_b_follow_up_only')
  }
}

/** The same instant `months` calendar months later (31 August + 6 months = 28 February, at the same time of day). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

/**
 * Whether a consultation starting at `startsAt` is a follow-up: the same patient's earlier consultations with the
 * same doctor that were completed (their completion instants) include one that ended before it and no more than
 * FOLLOW_UP_MONTHS before it.
 */
export function visitKindOf(startsAt: Date, earlierCompletions: readonly Date[]): VisitKind {
  const follows = earlierCompletions.some(
    (done) => done.getTime() <= startsAt.getTime() && addMonths(done, FOLLOW_UP_MONTHS).getTime() >= startsAt.getTime(),
  )
  return follows ? 'follow_up' : 'first'
}

/** The medicine as the e-prescription prints it: its name in capitals (the guidelines: 'in CAPITALS'). */
export function capitalName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase()
}

/** A medicine of a prescription as the rules read it. */
export interface PrescribedLine extends ListFacts {
  name: string
}

/** The first medicine the rules refuse, with the rule, or null when every one may be prescribed. */
export function firstRefused(
  lines: readonly PrescribedLine[],
  mode: ConsultationMode,
  visit: VisitKind,
): { index: number; name: string; list: TpgList; rule: PrescribingRule; message: string } | null {
  for (const [index, line] of lines.entries()) {
    const list = tpgListOf(line)
    const verdict = mayPrescribe(list, mode, visit)
    if (!verdict.ok) {
      return { index, name: line.name, list, rule: verdict.rule, message: `${capitalName(line.name)}: ${verdict.message}` }
    }
  }
  return null
}
