import type { APIRoute } from 'astro';
import { invoiceDownload } from '../../../features/invoices/invoice-download.server.ts';
import { methodNotAllowed } from '../../../lib/http/json-response.ts';

export const prerender = false;

/** GET /api/invoices/{invoice_number}: the tax invoice's PDF, for the order's owner or the operator API (docs/orders.md). */
export const GET: APIRoute = ({ request, params }) => invoiceDownload(request, params['invoiceNumber'] ?? '');

export const ALL: APIRoute = ({ request, params }) =>
  methodNotAllowed(request, `/api/invoices/${params['invoiceNumber'] ?? ''}`, ['GET']);
