/** Legacy redirects (docs/requirements.md#redirects): old product, training, contact, about, team, shop and case-study paths. */
import { doc, type Doc } from './build.ts';

type Rule = [from: string, to: string, status: 301 | 302, inBrowser?: boolean];

const rules: Rule[] = [
  ['/product/strata-bim', '/nz/products/strata-bim/', 301],
  ['/au/product/strata-bim', '/au/products/strata-bim/', 301],
  ['/shop/kestrel-civil', '/nz/products/kestrel-civil/', 301],
  ['/au/shop/workstations', '/au/products/harbour-w7-workstation/', 302, true],
  ['/shop', '/', 301],
  ['/training', '/nz/services/training/', 301],
  ['/au/training-calendar', '/au/training-course/', 302],
  ['/contact-us', '/nz/get-in-touch/', 301],
  ['/au/contact-us', '/au/get-in-touch/', 301],
  ['/about', '/nz/about-us/', 301],
  ['/au/about-tasman-cad', '/au/about-us/', 301],
  ['/team', '/nz/our-team/', 301],
  ['/au/meet-the-team', '/au/our-team/', 301],
  ['/case-studies/river-bridge', '/knowledge-hub/case-study-river-bridge-strengthening/', 301],
  ['*/case-study-old-bridge', '/knowledge-hub/case-study-river-bridge-strengthening/', 301],
  [
    '/resources/webinars/strata-bim-small-practices',
    '/knowledge-hub/webinar-strata-bim-for-small-practices/',
    302,
    true,
  ],
  ['/terms', '/standard-terms-and-conditions/', 301],
  ['/pay-invoice-online/*', 'https://pay.tasmancad.example/nz/invoice', 302],
  [
    '/wp-content/uploads/2021/03/tasman-cad-line-card.pdf',
    'https://files.tasmancad.example/brochures/tasman-cad-line-card.pdf',
    301,
  ],
  ['/wp-content/uploads/*', 'https://files.tasmancad.example/wp-content/uploads/', 301],
];

/** Redirect documents (isPermanent false and ignoreCase true, as in every rule seen). */
export const redirectDocs = (): Doc[] =>
  rules.map(([fromPath, toPath, statusCode, inBrowser], index) =>
    doc(
      'redirect',
      `redirect-${String(index + 1).padStart(3, '0')}`,
      {
        fromPath,
        toPath,
        statusCode,
        isPermanent: false,
        ignoreCase: true,
        redirectInBrowser: inBrowser ?? false,
      },
      '2025-04-01T00:00:00Z',
    ),
  );
