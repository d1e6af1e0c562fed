/** Reading the Firebase web config the /app page carries for the app (pages/app, mount.tsx). */
import type { FirebaseOptions } from 'firebase/app';

/** The Firebase web config the page carries (`data-firebase`, services/config.ts), if Firebase is on. */
export function firebaseConfigOf(text: string | undefined): FirebaseOptions | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  } catch {
    return undefined;
  }
}
