import { chmodSync, mkdirSync } from 'node:fs';

/**
 * Creates `path` (and missing parents) readable by the server's user only (0700), and tightens it if it
 * already exists with wider modes: the data folder holds password hashes, addresses and the auth secret.
 */
export function ensurePrivateDirectory(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
}
