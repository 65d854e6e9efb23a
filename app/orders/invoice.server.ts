import type { RouterContextProvider } from 'react-router'
import { AppError } from '../../server/lib/app-error.ts'
import type { InvoiceService } from '../../server/modules/orders/index.ts'
import { servicesContext } from '../context.server.ts'
import { customerOf } from '../lib/page-edge.server.ts'

// GET /order/{number}/invoice.pdf (issue 9 §8): the order's tax invoice, to its owner only. A guest, another
// account's order and an order without an invoice (not yet confirmed, or cancelled before) all answer 404 with a
// sentence saying why, as plain text: the link opens outside the app's pages.

/** 'MedWise-invoice-MW10000042.pdf': what a saved copy is called. */
export const invoiceFileName = (orderNumber: string) => `MedWise-invoice-${orderNumber}.pdf`

const PRIVATE = 'private, no-store'

function notFound(text: string): Response {
  return new Response(text, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': PRIVATE },
  })
}

/** The invoice's answer for an account (null: a guest). */
export async function invoiceResponse(
  invoices: Pick<InvoiceService, 'pdf'>,
  userId: number | null,
  number: string,
): Promise<Response> {
  const asked = number.slice(0, 20)
  if (userId === null) return notFound(`Please sign in to download the invoice of order ${asked}.`)
  let pdf
  try {
    pdf = await invoices.pdf(userId, asked)
  } catch (error) {
    if (AppError.is(error) && error.status === 404) return notFound(error.message)
    throw error
  }
  // pdfkit's bytes sit in an ArrayBuffer of their own (invoice/pdf-primitives.ts pdfBytes).
  return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${invoiceFileName(pdf.orderNumber)}"`,
      'cache-control': PRIVATE,
    },
  })
}

/** The resource route's loader: the account acted for (a super-login's customer), else a guest. */
export function invoicePdfLoader(number: string, context: Readonly<RouterContextProvider>): Promise<Response> {
  const services = context.get(servicesContext)
  return invoiceResponse(services.invoices, customerOf(context)?.userId ?? null, number)
}
