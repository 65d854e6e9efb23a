export const PGLITE_DUMP = new URL('../../var/test-results/seeded-pglite.tar.gz', import.meta.url)
export const TEMPLATE_DB = 'medwise_template'
