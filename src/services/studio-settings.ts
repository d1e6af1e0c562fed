/**
 * Where editors' Sanity Studio is (SANITY_STUDIO_URL): the base URL the preview's click-to-edit links
 * open a field in. The site's own `/studio` path by default; an absolute URL for a Studio deployed
 * elsewhere (`sanity deploy`, e.g. https://tasmancad.sanity.studio).
 */
import { z } from 'zod';
import { blankToUndefined, parseEnvironment, settingsObject, type Environment } from './environment.ts';
import { defaultOf } from './settings-table.ts';

export interface StudioSettings {
  /** The Studio's base URL, without a trailing slash: a path on this site (`/studio`) or an absolute http(s) URL. */
  url: string;
  /** True when the Studio is on another origin (an absolute URL), not under this site's `/studio`. */
  external: boolean;
}

/** The site's own Studio path. */
export const DEFAULT_STUDIO_URL = defaultOf('SANITY_STUDIO_URL');

const studioUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine(
      (value) => /^\/[^/\s?#][^\s?#]*$/.test(value) || /^https?:\/\/[^\s?#]+$/i.test(value),
      'a path on this site such as /studio, or the http(s) URL of a deployed Studio, without ? or #',
    )
    .optional(),
);

const schema = settingsObject({ SANITY_STUDIO_URL: studioUrl });

/** Reads SANITY_STUDIO_URL; a bad value throws `Bad environment, set: SANITY_STUDIO_URL: why`. */
export function studioSettings(env: Environment): StudioSettings {
  const given = parseEnvironment(schema, env).SANITY_STUDIO_URL;
  // Sanity's edit links refuse a base URL ending in a slash.
  const url = (given ?? DEFAULT_STUDIO_URL).replace(/\/+$/, '') || DEFAULT_STUDIO_URL;
  return { url, external: /^https?:\/\//i.test(url) };
}
