/**
 * This build's id (integrations/offline.ts defines `__BUILD_ID__` for every module Vite builds; it
 * is read on the server only, into `<html data-build>`, so the browser's script files stay the same
 * from one build to the next).
 */
declare const __BUILD_ID__: string | undefined;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
