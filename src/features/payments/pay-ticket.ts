/**
 * A pay ticket: proof, carried in the test payment page's address, that whoever holds it was given the
 * order by an authenticated answer. The embedded identity keeps a session cookie, which the
 * page reads; a Firebase buyer's identity lives in the browser's SDK and reaches the server only as a
 * bearer token on `fetch`, never on a plain navigation to /pay/{id}. So with Firebase, the order
 * documents the API answers link to `/pay/{id}?ticket=…`: an HMAC-SHA-256 of the order, its contact and
 * an expiry, under the server's secret. It only opens that order's test payment page for an hour. Pure
 * over Web Crypto.
 */

/** How long a ticket opens the payment page. */
export const PAY_TICKET_LIFETIME_MS = 60 * 60 * 1000;
/** The query parameter (and form field) that carries it. */
export const PAY_TICKET_PARAMETER = 'ticket';

const encoder = new TextEncoder();

const hmacKey = (secret: string, use: 'sign' | 'verify'): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);

const signed = (weborderId: string, contactId: string, expiresAtSeconds: number): Uint8Array<ArrayBuffer> =>
  encoder.encode(`pay-ticket\n${weborderId}\n${contactId}\n${expiresAtSeconds}`);

/** A ticket for `contactId`'s order `weborderId`, valid until `now` + PAY_TICKET_LIFETIME_MS. */
export async function issuePayTicket(
  secret: string,
  weborderId: string,
  contactId: string,
  now = new Date(),
): Promise<string> {
  const expiresAtSeconds = Math.floor((now.getTime() + PAY_TICKET_LIFETIME_MS) / 1000);
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    signed(weborderId, contactId, expiresAtSeconds),
  );
  return `${expiresAtSeconds}.${Buffer.from(mac).toString('base64url')}`;
}

/** Whether `ticket` was issued for this order and contact and has not expired. */
export async function holdsPayTicket(
  secret: string,
  ticket: string | null | undefined,
  weborderId: string,
  contactId: string,
  now = new Date(),
): Promise<boolean> {
  // 32 bytes are 43 base64url characters whose last carries 2 unused bits: only their zero form is a
  // ticket, so one MAC has one spelling (a decoder would ignore the bits an altered ticket sets).
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/.exec(ticket ?? '');
  if (!match) return false;
  const expiresAtSeconds = Number(match[1]);
  if (expiresAtSeconds * 1000 <= now.getTime()) return false;
  // Web Crypto's verify compares the MACs in constant time: no hand-written comparison to get wrong.
  const mac = Buffer.from(match[2] ?? '', 'base64url');
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    mac,
    signed(weborderId, contactId, expiresAtSeconds),
  );
}

/** `link` with the ticket in its query. */
export const withPayTicket = (link: string, ticket: string): string =>
  `${link}${link.includes('?') ? '&' : '?'}${PAY_TICKET_PARAMETER}=${encodeURIComponent(ticket)}`;
