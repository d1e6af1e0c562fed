/**
 * What every page runs for its visitor, framework-free: the page view on `window.dataLayer` (docs/requirements.md#monitoring-and-page-views),
 * the tag manager when one is configured and the service worker (docs/requirements.md#page-loading-and-offline). A page the browser
 * prerendered (speculation rules) does it when it is shown, and nothing if it never is: no page view.
 * The layout's script starts the region's part after this (features/region/start-region.ts), so the
 * page view reports the region the visitor came with.
 * Then the field measurement of Core Web Vitals (features/vitals), which waits for the page to be shown too.
 */
import { registerServiceWorker } from '../offline/register-worker.ts';
import { whenShown } from '../speculation/when-shown.ts';
import { reportPageView } from './page-view.ts';
import { reportVitals } from '../vitals/report-vitals.ts';

whenShown(() => {
  // The tag manager's loader only where one is configured (GTM_ID): elsewhere not a byte of it.
  if (document.documentElement.dataset['gtmId'])
    void import('./tag-manager.ts').then(({ loadTagManager }) => loadTagManager());
  // The /app mini-app reports its own route changes (app/router.ts) and its first view here.
  reportPageView();
  registerServiceWorker();
});
// Core Web Vitals from this visitor (features/vitals), once the page is shown, unless opted out or not sampled.
reportVitals();
