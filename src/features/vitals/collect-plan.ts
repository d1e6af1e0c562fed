/**
 * Whether a page view measures its Core Web Vitals, and what its beacon is filed under (pure, for the
 * every-page script): the layout says on `<html>` what the page is (`data-template`,
 * `data-page-region`) and what share of page views is measured (`data-vitals-sample`, from
 * VITALS_SAMPLE_RATE); a visitor who asks not to be tracked (Do Not Track, Global Privacy Control) is
 * never measured. No imports, so the script carries nothing else for it.
 */

/** What a measured page view sends with its metrics. */
export interface VitalsTarget {
  template: string;
  region: string;
}

/** The privacy signals a browser may send (navigator's, or window's older `doNotTrack`). */
export interface PrivacySignals {
  doNotTrack?: string | null | undefined;
  globalPrivacyControl?: boolean | undefined;
}

/** Whether the visitor asked not to be tracked: GPC on, or Do Not Track "1" (old browsers: "yes"). */
export const optedOut = (signals: PrivacySignals): boolean =>
  signals.globalPrivacyControl === true || signals.doNotTrack === '1' || signals.doNotTrack === 'yes';

/**
 * The beacon's target when this page view is measured, else undefined: the page must name its template,
 * region and sample rate, the visitor must not have opted out, and `random` (0 ≤ random < 1) must fall
 * within the sample rate.
 */
export function vitalsTarget(
  dataset: Readonly<Record<string, string | undefined>>,
  signals: PrivacySignals,
  random: number,
): VitalsTarget | undefined {
  const { template, pageRegion: region, vitalsSample } = dataset;
  const rate = Number(vitalsSample);
  if (!template || !region || !vitalsSample || !(rate > random) || optedOut(signals)) return undefined;
  return { template, region };
}
