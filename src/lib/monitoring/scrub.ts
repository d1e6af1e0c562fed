/**
 * What leaves for Sentry (or Spotlight) about a request: its method, URL without the query, and headers
 * other than credentials — never its body, cookies, query or who the visitor is. Sentry's SDK keeps the
 * cookies of a server request even without `sendDefaultPii` (seen on Spotlight), so every event
 * and transaction passes through here (sentry.server.ts, sentry.client.ts). Pure.
 */

/** Headers that carry credentials or the visitor's identity. */
const SECRET_HEADERS = new Set([
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
]);

interface RequestPart {
  url?: string | undefined;
  query_string?: unknown;
  cookies?: unknown;
  data?: unknown;
  headers?: Record<string, string> | undefined;
  env?: unknown;
}

/** The parts of an event this touches (events and transactions alike). */
export interface ScrubbableEvent {
  request?: RequestPart | undefined;
  user?: Record<string, unknown> | undefined;
}

/** The URL without its query and fragment (a query can hold an email address or a token). */
function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** `event` without the request's body, cookies, query and credentials, and with no user but an id. */
export function withoutPersonalData<T extends ScrubbableEvent>(event: T): T {
  if (event.request) {
    const { url, headers } = event.request;
    event.request = {
      ...(url !== undefined ? { url: withoutQuery(url) } : {}),
      ...(headers
        ? {
            headers: Object.fromEntries(
              Object.entries(headers).filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase())),
            ),
          }
        : {}),
      ...Object.fromEntries(Object.entries(event.request).filter(([key]) => key === 'method')),
    };
  }
  if (event.user) {
    const id = event.user['id'];
    event.user = id === undefined ? undefined : { id };
  }
  return event;
}
