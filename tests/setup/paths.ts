// Not compressed: a copy loads in about 0.75 s instead of 1.7 s from the gzipped dump (issue 28 §3, decision 049), and
// every integration file on PGlite opens one or more.
export const PGLITE_DUMP = new URL('../../var/test-results/seeded-pglite.tar', import.meta.url)
export const TEMPLATE_DB = 'medwise_template'
