// The public face of the search module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { buildSearchIndex, osaDistance, type SearchDoc, type SearchIndex, tokenize } from './search-index.ts'
