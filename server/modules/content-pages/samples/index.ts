import type { ContentPage } from '../../../../contracts/content-pages.ts'
import { PARTNERSHIP_VERTICALS, PARTNERSHIPS } from './partnerships.ts'
import { INSURER } from './insurer.ts'
import { SURVEY_FORM } from './survey-form.ts'
import { SAWAAL_UTHAO, TRUST } from './trust.ts'

// The sample content each content page starts with (issue 27 §1: seeded content is sample content and says so). One
// file per page (or family of pages) in this folder; the store seeds its first version from here.
export const SAMPLE_PAGES: readonly ContentPage[] = [
  PARTNERSHIPS,
  ...PARTNERSHIP_VERTICALS,
  TRUST,
  SAWAAL_UTHAO,
  SURVEY_FORM,
  INSURER,
]
