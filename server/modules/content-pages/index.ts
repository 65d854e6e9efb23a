// The public face of the content pages module (issue 27 §1, decision 083): the store with its drafts, versions and
// cache (store.ts), and the rich text's sanitiser.
export {
  CONTENT_PAGES_TTL_MS,
  ContentDraftSchema,
  createContentPages,
  type ContentDraft,
  type ContentPageDraft,
  type ContentPages,
  type ContentPageState,
  type ContentPageSummary,
  type ContentPageVersion,
} from './store.ts'
export { sanitiseRichText } from './sanitise.ts'
export { contentPages, contentPageVersions } from './schema.ts'
