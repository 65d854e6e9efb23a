import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The spec's route table (spec 2 §2), one line per route, in the spec's order, as the pages land.
export default [
  index('routes/home.tsx'),
  route('labs', 'routes/labs-home.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('categories/:slug', 'routes/category.tsx'),
  route('all-diseases', 'routes/all-diseases.tsx'),
  route('drugs-all-medicines', 'routes/all-medicines.tsx'),
  route('drugs-therapeutic-classes', 'routes/therapeutic-classes.tsx'),
  route('generics/:genericNameId', 'routes/generic.tsx'),
  // Not in the spec's table but named by it: search results and product pages (spec 1 §2.4, §2.10).
  route('search/all', 'routes/search.tsx'),
  route('drugs/:slugId', 'routes/drug.tsx'),
  route('otc/:slugId', 'routes/otc.tsx'),
  route('hkpadmin/superlogin', 'routes/super-login.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
