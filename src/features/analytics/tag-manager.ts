/**
 * Loads Google Tag Manager when the page names a container (`<html data-gtm-id>`, set only when GTM_ID
 * is configured; the CSP allows googletagmanager.com only then). A script element added by the site's
 * own module rather than GTM's inline snippet, so the strict hash CSP needs no new inline script.
 */
import { pushToDataLayer } from './data-layer.ts';

/** Start the tag manager of the container named on <html>, if any. */
export function loadTagManager(root: Document = document): void {
  const id = root.documentElement.dataset['gtmId'];
  if (!id || !/^GTM-[A-Z0-9]+$/.test(id)) return;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = root.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  root.head.append(script);
}
