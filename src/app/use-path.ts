/** The router's path as React state (useSyncExternalStore over router.ts). */
import { useSyncExternalStore } from 'react';
import { currentPath, subscribe } from './router.ts';

/** The current /app pathname; re-renders on navigation and back/forward. */
export const usePath = (): string => useSyncExternalStore(subscribe, currentPath, () => '/app/');
