/**
 * What the server wrapper (scripts/serve.mjs, scripts/serve/listener.ts) asks of the app, on globalThis
 * under one symbol: the wrapper's modules are loaded beside the build, not inside it, so they cannot
 * import the app's modules (the same pattern as the page cache's fast path).
 *  - `scope`: each request runs inside a record the app fills in (its route pattern and request id,
 *    src/middleware.ts), read by the wrapper when the answer ends;
 *  - `requestFinished`: counts the request (metrics.ts) and writes its one log line (log.ts);
 *  - `beginStop` / `stop`: a graceful stop: /api/health answers 503 from the first, then the
 *    outbox worker stops (releasing its leases) and the databases close;
 *  - `captureConsole`, `event`: the JSON log for the wrapper's own lines;
 *  - `startupPhases`: how long each phase of the start took (startup.ts), for the `start` event.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { closeServices, services } from '../config.ts';
import { captureConsole, flushLog, log } from './log.ts';
import { countRequest } from './metrics.ts';
import { startupPhases } from './startup.ts';

/** What the app learns of a request while it runs. */
export interface RequestRecord {
  /** The route pattern that answered (`/products/[slug]`), or what the wrapper answered it with. */
  route: string | undefined;
  requestId: string | undefined;
}

/** A request whose answer has ended. */
export interface FinishedRequest extends RequestRecord {
  method: string;
  status: number;
  durationMs: number;
  /** The client went away before the answer ended. */
  aborted: boolean;
}

export interface ServerHooks {
  scope: AsyncLocalStorage<RequestRecord>;
  requestFinished(request: FinishedRequest): void;
  /** How long a stop waits for requests in flight (SHUTDOWN_TIMEOUT). */
  shutdownTimeoutMs(): number;
  beginStop(): void;
  stop(): Promise<void>;
  captureConsole(): void;
  event(fields: Record<string, unknown>, message: string): void;
  /** How long each start-up phase took, in ms (startup.ts). */
  startupPhases(): Record<string, number>;
  flush(): Promise<void>;
}

const HOOKS_KEY = Symbol.for('tasman.operations.server-hooks');
const holder = globalThis as typeof globalThis & { [HOOKS_KEY]?: ServerHooks };

function requestFinished(request: FinishedRequest): void {
  const route = request.route ?? 'unmatched';
  countRequest(route, request.method, request.status, request.durationMs / 1000);
  const line = {
    requestId: request.requestId,
    method: request.method,
    route,
    status: request.status,
    durationMs: Math.round(request.durationMs * 10) / 10,
    ...(request.aborted ? { aborted: true } : {}),
  };
  if (request.status >= 500) log().warn(line, 'request');
  else log().info(line, 'request');
}

/** The hooks of this process (made once). */
export function serverHooks(): ServerHooks {
  return (holder[HOOKS_KEY] ??= {
    scope: new AsyncLocalStorage<RequestRecord>(),
    requestFinished,
    shutdownTimeoutMs: () => services().config.operations.shutdownTimeoutMs,
    beginStop: () => services().beginStop(),
    async stop() {
      services().beginStop();
      await closeServices(services().config.operations.shutdownTimeoutMs);
    },
    captureConsole,
    event: (fields, message) => log().info(fields, message),
    startupPhases,
    flush: flushLog,
  });
}

/** The record of the request running now, when the server wrapper started one. */
export const currentRequest = (): RequestRecord | undefined => holder[HOOKS_KEY]?.scope.getStore();
