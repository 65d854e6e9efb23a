// The public URLs of catalog entities (spec 1 §2.10 product ids; spec 2 §2 route table).
export const productUrl = (p: { kind: string; slug: string; id: number }) =>
  p.kind === 'otc' ? `/otc/${p.slug}-otc${p.id}` : `/drugs/${p.slug}-${p.id}`
export const genericUrl = (s: { slug: string; id: number }) => `/generics/${s.slug}-${s.id}`
export const categoryUrl = (c: { slug: string }) => `/categories/${c.slug}`
export const diseaseUrl = (d: { slug: string }) => `/all-diseases?disease=${encodeURIComponent(d.slug)}`
export const therapeuticClassUrl = (slug: string) => `/drugs-therapeutic-classes?class=${encodeURIComponent(slug)}`
