/**
 * Field measurement of Core Web Vitals (docs/performance.md, "Field data"), part of the every-page
 * script: Google's `web-vitals` reports LCP, INP, CLS, FCP and TTFB; each page view's first report of
 * each metric is kept and the lot is sent to POST /api/vitals with `navigator.sendBeacon` when the page
 * is hidden (left, closed, another tab): one beacon per page view, or none when nothing new was
 * measured. A prerendered page starts only once it is shown, so one never shown sends nothing.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { whenShown } from '../speculation/when-shown.ts';
import { vitalsTarget } from './collect-plan.ts';

/** The older place some browsers keep Do Not Track. */
type PrivacyWindow = Window & { doNotTrack?: string | null };
type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

/** Starts measuring this page view when it is shown, if the page and the visitor allow it. */
export function reportVitals(): void {
  whenShown(() => {
    const nav: PrivacyNavigator = navigator;
    const target = vitalsTarget(
      document.documentElement.dataset,
      {
        doNotTrack: nav.doNotTrack ?? (window as PrivacyWindow).doNotTrack,
        globalPrivacyControl: nav.globalPrivacyControl,
      },
      Math.random(),
    );
    if (!target || typeof nav.sendBeacon !== 'function') return;
    const reported = new Set<string>();
    let metrics: Record<string, number> = {};
    // A metric's id is new for each page view (a page restored from the back/forward cache is another).
    const keep = ({ id, name, value }: Metric): void => {
      if (reported.has(id)) return;
      reported.add(id);
      metrics[name] = value;
    };
    onLCP(keep);
    onINP(keep);
    onCLS(keep);
    onFCP(keep);
    onTTFB(keep);
    // Added after web-vitals' own (capturing) listeners, so the values they report on hiding are in.
    addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'hidden' || Object.keys(metrics).length === 0) return;
      nav.sendBeacon('/api/vitals', JSON.stringify({ ...target, metrics }));
      metrics = {};
    });
  });
}
