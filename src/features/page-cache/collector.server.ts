/**
 * Where the tags of the render under way are collected: the page-cache middleware runs each render
 * inside `collectingTags`, and the content a render reads (features/content/tracking.ts) adds to it.
 * AsyncLocalStorage follows the render through every await of its components.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<Set<string>>();

/** Runs `render` with `tags` collecting what it reads. */
export const collectingTags = <T>(tags: Set<string>, render: () => T): T => current.run(tags, render);

/** The tag set of the render under way, if a page-cache render is under way. */
export const currentTags = (): Set<string> | undefined => current.getStore();
