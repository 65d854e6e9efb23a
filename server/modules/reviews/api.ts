import { Hono } from 'hono'
import { REVIEW_TEXTS } from '../../../core/reviews/rules.ts'
import type { Envelope } from '../../../contracts/http.ts'
import {
  ProductReviewsParamsSchema,
  ProductReviewsQuerySchema,
  ReviewBodySchema,
  type MyReviews,
  type ReviewSaved,
  type ReviewSummary,
} from '../../../contracts/reviews.ts'
import type { AppEnv } from '../../http/types.ts'
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts'
import { AppError } from '../../lib/app-error.ts'
import { effectiveUserId, requireUser } from '../auth/index.ts'

// Reviews and ratings (issue 26 §7; decision 076): a product's or a lab test's rating and reviews (anyone), what the
// signed-in person may rate (with their reviews), and rating one of them (again changes the first).

const ok = <T>(data: T): Envelope<T> => ({ is_success: true, data })
const SIGN_IN = new AppError({ code: 'sign_in_required', status: 401, message: REVIEW_TEXTS.signIn })

export function reviewsApi() {
  const api = new Hono<AppEnv>()

  api.get('/api/v4/reviews/products/:id', async (c) => {
    const { id } = parseParams(c, ProductReviewsParamsSchema)
    const { after } = parseQuery(c, ProductReviewsQuerySchema)
    return c.json(ok((await c.var.services.reviews.summary('product', id, after)) satisfies ReviewSummary))
  })

  api.get('/api/v4/reviews/lab-tests/:id', async (c) => {
    const { id } = parseParams(c, ProductReviewsParamsSchema)
    const { after } = parseQuery(c, ProductReviewsQuerySchema)
    return c.json(ok((await c.var.services.reviews.summary('lab_test', id, after)) satisfies ReviewSummary))
  })

  api.get('/api/v4/reviews/mine', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    return c.json(ok((await c.var.services.reviews.mine(userId)) satisfies MyReviews))
  })

  api.post('/api/v4/reviews', async (c) => {
    const userId = effectiveUserId(requireUser(c.var.session, SIGN_IN))
    const body = await parseBody(c, ReviewBodySchema)
    const saved = await c.var.services.reviews.submit(userId, body)
    return c.json(ok(saved satisfies ReviewSaved), saved.edited ? 200 : 201)
  })

  return api
}
