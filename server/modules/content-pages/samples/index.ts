import type { ContentPage } from '../../../../contracts/content-pages.ts'

// The sample content each content page starts with (issue 27 §1: seeded content is sample content and says so). One
// file per page in this folder; the store seeds its first version from here.
export const SAMPLE_PAGES: readonly ContentPage[] = []
