import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free port on the loopback interface (E2E_PREVIEW_PORT, when set, is used instead). */
export function freePort(): Promise<number> {
  const fixed = Number(process.env['E2E_PREVIEW_PORT'] ?? 0);
  if (fixed > 0) return Promise.resolve(fixed);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Serves an existing build (`--dir`) with an environment of its own (scripts/serve.mjs): the process at
 * once (so a caller can stop it even if it never gets ready) and `ready`, which resolves once it
 * listens, after its warm-up.
 */
export function serveBuild(
  dir: string,
  port: number,
  env: Record<string, string>,
): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serve:') && output.includes(`:${port}/`)) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server on ${port} exited (${code}): ${output}`)));
  });
  return { child, ready, output: () => output };
}

/** Stops a server started here and waits for it to exit. */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
