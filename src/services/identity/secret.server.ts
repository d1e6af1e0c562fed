/**
 * The identity server's signing secret when AUTH_SECRET is not set: generated once and kept in the data
 * folder, so sessions survive restarts and no well-known default secret ever signs a cookie.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const isErrorCode = (error: unknown, code: string): boolean =>
  error instanceof Error && 'code' in error && error.code === code;

/** Reads the secret at `path`, creating it (32 random bytes, owner-only file) when missing. */
export async function loadOrCreateSecret(path: string): Promise<string> {
  try {
    const existing = (await readFile(path, 'utf8')).trim();
    if (existing.length >= 32) return existing;
    throw new Error(`${path} holds no usable secret: delete it to have a new one generated, or set AUTH_SECRET`);
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64');
  try {
    // 'wx': when two processes start together, the second keeps the first one's secret.
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return (await readFile(path, 'utf8')).trim();
    throw error;
  }
}
