/**
 * What every page runs for its visitor, framework-free (a few kB; the region dialog is imported only
 * when a question is asked): the page view on `window.dataLayer` (SPEC §2), the tag manager when one
 * is configured, the service worker (SPEC §2) and the region (SPEC §4: follow the page's region,
 * suggest another once). A page the browser prerendered (speculation rules, issue 27) does all of it
 * when it is shown, and nothing if it never is: no page view, no stored region, no question.
 */
import { registerServiceWorker } from '../offline/register-worker.ts';
import { followPageRegion, suggestRegion } from '../region/suggest-region.ts';
import { whenShown } from '../speculation/when-shown.ts';
import { reportPageView } from './page-view.ts';

whenShown(() => {
  // The tag manager's loader only where one is configured (GTM_ID): elsewhere not a byte of it.
  if (document.documentElement.dataset['gtmId']) void import('./tag-manager.ts').then(({ loadTagManager }) => loadTagManager());
  // The /app mini-app reports its own route changes (app/router.ts) and its first view here.
  reportPageView();
  registerServiceWorker();
  followPageRegion(window.location.pathname);
  void suggestRegion();
});
