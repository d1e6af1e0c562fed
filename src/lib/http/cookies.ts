/**
 * A cookie's value from a request's Cookie header (HubSpot's `hubspotutk`, the gated-content grant),
 * or undefined when it is absent or not valid percent-encoding (a cookie anyone can set must not
 * turn a request into a 500).
 */
export function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  const raw = rawCookieValue(cookieHeader, name);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** A cookie's value as sent, not percent-decoded: for a value with its own encoding (the cart's mirror). */
export function rawCookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name && rest.length > 0) return rest.join('=');
  }
  return undefined;
}
