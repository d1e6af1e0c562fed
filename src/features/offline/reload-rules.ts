/**
 * When a page reloads itself after a new build (docs/requirements.md#page-loading-and-offline), pure: once the new service worker has
 * taken over, a page whose resources failed to load (a script or stylesheet of the old build that is
 * gone), or whose build differs from the one now deployed, reloads — once per build and tab
 * (sessionStorage), so a broken deployment never loops.
 */

export interface ReloadFacts {
  /** A script, stylesheet or lazily imported module of this page failed to load. */
  resourcesFailed: boolean;
  /** This page's build id (`<html data-build>`). */
  pageBuild: string | undefined;
  /** The build now deployed (`/build.json`), if it could be read. */
  deployedBuild: string | undefined;
  /** The build this tab already reloaded for, if any (the session flag). */
  reloadedFor: string | null;
}

/** The build to reload for, or undefined to stay. */
export function reloadFor({ resourcesFailed, pageBuild, deployedBuild, reloadedFor }: ReloadFacts): string | undefined {
  const differs = deployedBuild !== undefined && pageBuild !== undefined && deployedBuild !== pageBuild;
  if (!differs && !resourcesFailed) return undefined;
  const target = deployedBuild ?? 'unknown';
  return reloadedFor === target ? undefined : target;
}

/** sessionStorage key of the build this tab reloaded for. */
export const RELOADED_FOR_KEY = 'tasman:reloadedForBuild';
