/**
 * A cookie's value from a request's Cookie header (HubSpot's `hubspotutk`, the gated-content grant),
 * or undefined when it is absent or not valid percent-encoding (a cookie anyone can set must not
 * turn a request into a 500).
 */
export function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key !== name || rest.length === 0) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
