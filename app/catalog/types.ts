// The shapes loaders hand to catalog pages (type-only imports: nothing of server/ reaches the browser).
export type { CardProduct, Paged, ProductDetail, SearchEntry, SearchPageData } from '../../server/modules/catalog/pages.ts'
