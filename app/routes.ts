import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The spec's route table (spec 2 §2), one line per route, in the spec's order, as the pages land.
export default [index('routes/home.tsx'), route('*', 'routes/not-found.tsx')] satisfies RouteConfig
