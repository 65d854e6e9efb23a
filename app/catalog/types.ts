// The shapes loaders hand to catalog pages (contracts/catalog.ts; types only, nothing of the server reaches the browser).
export type { CardProduct, Paged, ProductDetail, SearchEntry, SearchPageData, SubstituteCard } from '../../contracts/catalog.ts'
