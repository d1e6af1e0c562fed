/**
 * The server the security suite attacks: `scripts/serve.mjs` on the demo build made for this run
 * (test-results/sites/demo, playwright.config.ts), started by the suite itself with TRUSTED_PROXY=127.0.0.1
 * so each request can say, as a proxy would, which visitor it comes from (X-Forwarded-For), and with the
 * production default limits (docs/security.md). Its log is kept to check that nothing personal is in it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVE_ENVIRONMENT, SERVE_NODE_OPTIONS } from '../../scripts/serve-options.mjs';

/** The demo build playwright.config.ts makes; E2E_DEMO_BUILD names another (a build of one's own, served on one's own ports). */
export const DEMO_BUILD = process.env['E2E_DEMO_BUILD'] ?? 'test-results/sites/demo';

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A running server: where it listens, its process, everything it logged, and its data folder. */
export interface HostileTarget {
  origin: string;
  port: number;
  child: ChildProcess;
  log: () => string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts serve.mjs on a free port; resolves once it listens (after its warm-up). */
export async function startTarget(name: string): Promise<HostileTarget> {
  const port = await freePort();
  const dataDir = `test-results/data/security-${name}-${process.pid}`;
  // With the server's own options, so serve.mjs does not start a child: `child` is the server (its memory is read).
  const child = spawn(process.execPath, [...SERVE_NODE_OPTIONS, 'scripts/serve.mjs', '--dir', DEMO_BUILD], {
    env: {
      ...process.env,
      ...SERVE_ENVIRONMENT,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUSTED_PROXY: '127.0.0.1',
      AUTH_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      CONTENT_DATASET: 'content/dataset.ndjson',
      ASTRO_TELEMETRY_DISABLED: '1',
      AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serve: ')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    child,
    log: () => output,
    dataDir,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The mail folder of a target (mail is written there: no SMTP in tests). */
export const outboxOf = (target: HostileTarget): string => join(target.dataDir, 'outbox');

/** What the server answered. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw HTTP request (any method, any bytes), through node:http so nothing is normalised on the way. */
export function send(
  target: HostileTarget,
  method: string,
  path: string,
  body?: string | Buffer,
  headers: OutgoingHttpHeaders = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        method,
        path,
        headers: { origin: target.origin, ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    // Node's client hands a CONNECT answer to 'connect', not to the response callback.
    request.on('connect', (response, socket, head) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: head.toString('utf8') });
    });
    request.setTimeout(15_000, () =>
      request.destroy(new Error(`no answer in 15 s to ${method} ${path.slice(0, 100)}`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

let addressCounter = 0;
/** A visitor address no other request of this run used (the limits count per address). */
export function nextVisitor(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}
