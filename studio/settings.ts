/**
 * The Studio's settings, read once from SANITY_STUDIO_* variables (Sanity exposes only variables
 * with that prefix to the Studio's browser code). Without a project id the Studio still builds, for
 * the offline checks; it cannot sign anyone in until SANITY_STUDIO_PROJECT_ID is set.
 */

export interface StudioSettings {
  projectId: string;
  dataset: string;
  /** The site the Presentation tool shows: `https://www.example.com`. */
  siteUrl: string;
  /** `<name>.sanity.studio` when deployed with `sanity deploy`. */
  studioHost: string | undefined;
}

/** The project id the Studio builds with when none is set: a valid id no project has. */
export const UNCONFIGURED_PROJECT_ID = 'unconfigured';

export function studioSettings(env: Record<string, string | boolean | undefined>): StudioSettings {
  const read = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    projectId: read('SANITY_STUDIO_PROJECT_ID') ?? UNCONFIGURED_PROJECT_ID,
    dataset: read('SANITY_STUDIO_DATASET') ?? 'production',
    siteUrl: (read('SANITY_STUDIO_SITE_URL') ?? 'http://localhost:4321').replace(/\/+$/, ''),
    studioHost: read('SANITY_STUDIO_HOST'),
  };
}
