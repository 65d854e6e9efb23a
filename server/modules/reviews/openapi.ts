import * as reviews from '../../../contracts/reviews.ts'
import { type ApiRoute, json, ok } from '../../lib/openapi-routes.ts'

// The OpenAPI entries of the reviews API (api.ts): the contracts its handlers validate with, and each answer's.
export const OPENAPI_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/v4/reviews/products/:id',
    tag: 'reviews',
    summary: 'A product’s rating and reviews, newest first',
    access: 'anyone',
    params: reviews.ProductReviewsParamsSchema,
    query: reviews.ProductReviewsQuerySchema,
    responses: ok('The average, the count and a page of visible reviews.', reviews.ReviewSummaryAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v4/reviews/lab-tests/:id',
    tag: 'reviews',
    summary: 'A lab test’s rating and reviews, newest first',
    access: 'anyone',
    params: reviews.ProductReviewsParamsSchema,
    query: reviews.ProductReviewsQuerySchema,
    responses: ok('The average, the count and a page of visible reviews.', reviews.ReviewSummaryAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/v4/reviews/mine',
    tag: 'reviews',
    summary: 'What the account may rate (delivered products, completed lab tests), with its reviews',
    access: 'customer',
    responses: ok('Newest first.', reviews.MyReviewsAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/v4/reviews',
    tag: 'reviews',
    summary: 'Rate and review something bought and received (again changes the review)',
    access: 'customer',
    body: { json: reviews.ReviewBodySchema },
    responses: {
      200: { description: 'The earlier review, changed.', content: json(reviews.ReviewSavedAnswerSchema) },
      201: { description: 'The review, saved.', content: json(reviews.ReviewSavedAnswerSchema) },
    },
    errors: [403],
  },
]
