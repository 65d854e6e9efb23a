import type { RouterContextProvider } from 'react-router'
import { CampaignQuestionSchema, PartnershipLeadSchema, type FormOutcome } from '../../contracts/partnerships.ts'
import { FORM_TEXTS } from '../../core/partnerships/leads.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { contentPageLoader, slugOf } from '../content-pages/content-page.server.ts'
import { notFound, refusal } from '../lib/page-edge.server.ts'
import { requestContext, servicesContext } from '../context.server.ts'

// Issue 27 §2 and §5 (decision 084): the action of every content page that carries a form (the partnership lead, the
// campaign's question, the survey). A plain form post (no JavaScript needed to send; the robot check needs it): the
// page answers with the outcome beside its form, and on a refusal the values sent, to fill the form again.

/** The page's path: a script's post (and its revalidation) arrives at {path}.data. */
function pagePath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/_root$/, '/') || '/'
}

/** The request as the page's own (for the content page's loader, which reads the path). */
const asPage = (request: Request) => {
  const url = new URL(request.url)
  url.pathname = pagePath(request)
  return new Request(url, { method: 'GET', headers: request.headers })
}

const NOT_ECHOED = new Set(['_csrf', 'recaptcha_response_field', 'form'])

export async function contentFormAction(request: Request, context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const clientIp = context.get(requestContext).clientIp ?? 'unknown'
  const pathname = pagePath(request)
  const slug = slugOf(pathname)
  const page = await services.contentPages.published(slug)
  const raw = Object.fromEntries(await request.formData())
  const kind = raw.form
  const block = page?.blocks.find((b) => b.type === 'form' && b.form === kind)
  if (!page || !block || block.type !== 'form') notFound()
  const form = block.form
  const values = Object.fromEntries(
    Object.entries(raw).flatMap(([k, v]) => (typeof v === 'string' && !NOT_ECHOED.has(k) ? [[k, v.slice(0, 4000)]] : [])),
  )
  try {
    switch (form) {
      case 'partnership_lead': {
        const body = parseInput(PartnershipLeadSchema, { ...raw, source: pathname })
        await services.partnerships.submitLead(body, { clientIp })
        return { ok: true, form, message: FORM_TEXTS.leadReceived } satisfies FormOutcome
      }
      case 'campaign_question': {
        const body = parseInput(CampaignQuestionSchema, raw)
        await services.partnerships.askQuestion(body, { clientIp })
        return { ok: true, form, message: FORM_TEXTS.questionReceived } satisfies FormOutcome
      }
      case 'survey': {
        await services.partnerships.answerSurvey(slug, block.questions ?? [], raw, { clientIp })
        return { ok: true, form, message: FORM_TEXTS.surveyReceived } satisfies FormOutcome
      }
      default:
        return notFound()
    }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) {
      const errors = Object.fromEntries(error.errors.flatMap((e) => (e.field ? [[e.field, e.message]] : [])))
      return refusal(error, { form, errors, values })
    }
    throw error
  }
}

/** /trust/sawaaluthao: the content page, and a page of its published questions and answers (?page=, from 1). */
export async function sawaalUthaoLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { page } = await contentPageLoader(asPage(request), context)
  const n = Number(new URL(request.url).searchParams.get('page'))
  const answers = await context
    .get(servicesContext)
    .partnerships.publishedQuestions(Number.isInteger(n) && n > 0 && n < 100_000 ? n : 1)
  return {
    page,
    answers: { ...answers, items: answers.items.map((a) => ({ ...a, publishedAt: a.publishedAt.toISOString() })) },
    // The question form's idempotency key for this view (decision 084).
    formKey: crypto.randomUUID(),
  }
}
