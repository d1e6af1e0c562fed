/**
 * The body of POST /api/vitals (docs/api.md): what one page view measured, filed under the page's
 * template and region, nothing else (no path, no id, nothing of the visitor). Pure zod; the OpenAPI
 * document is generated from it.
 */
import { z } from 'zod';
import { PAGE_REGIONS, PAGE_TEMPLATES } from './vitals.ts';

/** Largest beacon body accepted, in bytes (a full one is about 120). */
export const BEACON_MAX_BYTES = 1024;

/** A duration in milliseconds a page view can take: up to an hour, beyond that a clock gone wrong. */
const milliseconds = z.number().min(0).max(3_600_000);

export const vitalsBeaconSchema = z.strictObject({
  /** The page's template (`<html data-template>`), one of a closed list. */
  template: z.enum(PAGE_TEMPLATES),
  /** The region part of the site the page is in (`<html data-page-region>`). */
  region: z.enum(PAGE_REGIONS),
  /** Each metric measured once on this page view; at least one. */
  metrics: z
    .strictObject({
      /** Largest Contentful Paint, ms. */
      LCP: milliseconds.optional(),
      /** Interaction to Next Paint, ms (only after an interaction). */
      INP: milliseconds.optional(),
      /** Cumulative Layout Shift, a unitless score. */
      CLS: z.number().min(0).max(100).optional(),
      /** First Contentful Paint, ms. */
      FCP: milliseconds.optional(),
      /** Time to First Byte, ms. */
      TTFB: milliseconds.optional(),
    })
    .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), 'at least one metric is needed'),
});
