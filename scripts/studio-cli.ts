/**
 * The Studio package (studio/) as the other scripts use it: installed on first use from its own
 * lockfile, so the site's `npm install` stays lean, and its Sanity CLI run with this Node (the
 * project's Node 24; the CLI needs 22.12 or newer).
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const STUDIO_DIR = resolve(import.meta.dirname, '..', 'studio');
const SANITY_BIN = join(STUDIO_DIR, 'node_modules', 'sanity', 'bin', 'sanity');
/** Written after an install: the hash of the lockfile it installed. */
const INSTALL_STAMP = join(STUDIO_DIR, 'node_modules', '.installed-lock-hash');

const lockHash = (): string =>
  createHash('sha256')
    .update(readFileSync(join(STUDIO_DIR, 'package-lock.json')))
    .digest('hex');

/** Whether studio/node_modules holds what studio/package-lock.json names. */
const installed = (): boolean =>
  existsSync(SANITY_BIN) && existsSync(INSTALL_STAMP) && readFileSync(INSTALL_STAMP, 'utf8') === lockHash();

/**
 * Install the Studio's dependencies when they are missing or the lockfile changed. `npm install`,
 * not `npm ci`: Vite names an optional Windows-only package the registry does not hold, which
 * `npm ci` counts as a lockfile out of sync; `npm install` keeps the locked versions all the same.
 */
export function ensureStudioInstalled(log: (line: string) => void = console.error): void {
  if (installed()) return;
  log('studio: installing the Studio’s packages into studio/node_modules (about a minute, once)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd: STUDIO_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`studio: npm install failed (${result.status ?? result.signal})`);
  writeFileSync(INSTALL_STAMP, lockHash());
}

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Run `sanity <args>` in studio/. */
export function sanityCli(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; inherit?: boolean } = {},
): CliResult {
  const spawnOptions: SpawnSyncOptions = {
    cwd: STUDIO_DIR,
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...options.env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: options.inherit ? 'inherit' : 'pipe',
  };
  const result = spawnSync(process.execPath, [SANITY_BIN, ...args], spawnOptions);
  return { status: result.status ?? 1, stdout: String(result.stdout ?? ''), stderr: String(result.stderr ?? '') };
}
