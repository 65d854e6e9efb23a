import { ContentPageSchema, type ContentPage } from '../../../contracts/content-pages.ts'
import { SAMPLE_PAGES } from './samples/index.ts'

// The public face of the content pages (issue 27 §1). This first cut serves the sample content from code; the store
// with versions, the staff editor and the shared cache replace its inside and keep `published(slug)`.
export function createContentPages() {
  const bySlug = new Map(SAMPLE_PAGES.map((p) => [p.slug, ContentPageSchema.parse(p)]))
  return {
    /** The published page at this address, or null when there is none. */
    async published(slug: string): Promise<ContentPage | null> {
      return bySlug.get(slug) ?? null
    },
  }
}
export type ContentPages = ReturnType<typeof createContentPages>
