/**
 * Sentry in the browser (docs/requirements.md#monitoring-and-page-views: full trace sampling, 10 % session replay, 100 % replay on error).
 * This module exists in a build only when SENTRY_DSN is set (integrations/monitoring.ts adds
 * @sentry/astro and this init file then; without a DSN no page ships a byte of it). Session Replay,
 * the largest part, is loaded after the page has settled, from its own chunk. Islands that fail to
 * render are reported through their boundary's event.
 */
import {
  addIntegration,
  browserTracingIntegration,
  captureException,
  init,
  spotlightBrowserIntegration,
} from '@sentry/astro';
import { ISLAND_ERROR_EVENT } from '../ui/IslandBoundary.tsx';
import { withoutPersonalData } from './scrub.ts';

declare const __SENTRY_DSN__: string;
declare const __SENTRY_RELEASE__: string;
/** Spotlight's sidecar (SENTRY_SPOTLIGHT, a developer's machine), or ''. */
declare const __SENTRY_SPOTLIGHT__: string;

init({
  dsn: __SENTRY_DSN__,
  release: __SENTRY_RELEASE__,
  integrations: [
    browserTracingIntegration(),
    ...(__SENTRY_SPOTLIGHT__ ? [spotlightBrowserIntegration({ sidecarUrl: __SENTRY_SPOTLIGHT__ })] : []),
  ],
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
  beforeSend: withoutPersonalData,
  beforeSendTransaction: withoutPersonalData,
});

const loadReplay = () => {
  void import('@sentry/replay').then(({ replayIntegration }) => addIntegration(replayIntegration()));
};
if ('requestIdleCallback' in window) window.requestIdleCallback(loadReplay, { timeout: 5000 });
else setTimeout(loadReplay, 3000);

window.addEventListener(ISLAND_ERROR_EVENT, (event) => {
  captureException(event instanceof CustomEvent ? event.detail : event, { tags: { island: 'true' } });
});
