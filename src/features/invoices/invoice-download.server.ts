/**
 * GET /api/invoices/{invoice_number}: the tax invoice's PDF exactly as issued, for the order's owner
 * (signed in) or the operator API (ADMIN_TOKEN); anyone else gets the same 404 as for a number that
 * does not exist, so nobody learns which invoices exist. Never kept by a shared cache or the page cache.
 */
import { services } from '../../services/config.ts';
import { getInvoice } from '../../services/db/invoices.ts';
import { logFailure } from '../../services/log-failure.ts';
import { log } from '../../services/operations/log.ts';
import { problem } from '../../lib/http/json-response.ts';
import { sameSecret } from '../../lib/security/same-secret.server.ts';
import { bearerOf, tokenFingerprint } from '../operations/bearer.server.ts';
import { invoiceFileName, isInvoiceNumber } from './invoice-number.ts';

/** The words of the invoice endpoint's answers. */
export const INVOICE_MESSAGES = {
  notFound: 'No such invoice was found.',
  unavailable: 'The invoice cannot be read right now. Please try again later.',
} as const;

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/** Whether the request carries the operator API's token. */
function isOperator(request: Request): boolean {
  const expected = services().config.operations.adminToken;
  const given = bearerOf(request.headers.get('authorization'));
  return Boolean(expected && given && sameSecret(given, expected));
}

/** The answer to GET /api/invoices/{invoiceNumber}. */
export async function invoiceDownload(request: Request, invoiceNumber: string): Promise<Response> {
  const notFound = (): Response => problem(INVOICE_MESSAGES.notFound, 404, PRIVATE);
  if (!isInvoiceNumber(invoiceNumber)) return notFound();
  try {
    const operator = isOperator(request);
    const session = operator ? undefined : await services().session(request.headers);
    if (!operator && !session) return notFound();
    const invoice = await getInvoice(await services().database(), invoiceNumber);
    if (!invoice || (!operator && invoice.contact_id !== session?.uid)) return notFound();
    if (operator)
      log().info(
        {
          event: 'admin',
          who: tokenFingerprint(bearerOf(request.headers.get('authorization')) ?? ''),
          what: `invoice ${invoiceNumber}`,
        },
        'operator call',
      );
    return new Response(new Uint8Array(invoice.pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.invoice_number)}"`,
        'Content-Length': String(invoice.pdf.byteLength),
        ETag: `"${invoice.pdf_sha256}"`,
        ...PRIVATE,
      },
    });
  } catch (error) {
    logFailure(`GET /api/invoices/${invoiceNumber}: failed.`, error);
    return problem(INVOICE_MESSAGES.unavailable, 503, { ...PRIVATE, 'Retry-After': '5' });
  }
}
