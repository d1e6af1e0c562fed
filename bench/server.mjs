// Helpers for the benchmarks: build the site into an outDir, serve it, wait for it, stop it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ASTRO = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

/** Run `astro build --outDir <outDir>` on a dataset; resolves to the wall-clock seconds it took. */
export function build(outDir, { dataset, quiet = false } = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [ASTRO, 'build', '--outDir', outDir], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...(dataset ? { CONTENT_DATASET: dataset } : {}) },
  });
  if (result.status !== 0) throw new Error(`astro build into ${outDir} failed (exit ${result.status ?? result.signal})`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Whether an outDir holds a standalone server build. */
export const hasBuild = (outDir) => existsSync(`${outDir}/server/entry.mjs`);

/** Serve a build with scripts/serve.mjs on 127.0.0.1:<port>; resolves once it answers. */
export async function serve(outDir, port, env = {}) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', outDir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  // Two minutes: serve.mjs migrates and warms up before it listens, slow on a busy shared machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for ${outDir} exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/`);
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`the server for ${outDir} did not answer on ${origin}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    stop: () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }),
  };
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
