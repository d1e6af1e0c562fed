/**
 * The browser's Web Storage, or undefined where it cannot be used (the server, privacy modes that
 * throw on access). localStorage keeps the persisted stores; sessionStorage keeps what belongs to one
 * tab only (the checkout draft, where to return after sign-in).
 */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    return undefined;
  }
}

/** localStorage, if usable. */
export const browserStorage = (): Storage | undefined => storage('localStorage');

/** This tab's sessionStorage, if usable. */
export const tabStorage = (): Storage | undefined => storage('sessionStorage');
