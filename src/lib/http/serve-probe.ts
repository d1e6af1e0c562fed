/**
 * Marks the warm-up request of the server wrapper (scripts/serve/forwarded.ts `SERVE_PROBE_HEADER`,
 * the same name). The wrapper sends it on a private loopback port before it listens and strips it from
 * every request from outside, so only the wrapper is told the trusted proxies or a bad environment.
 */
const SERVE_PROBE_HEADER = 'x-tasman-serve-probe';

/** Whether `request` is the server wrapper's own warm-up request. */
export const isServeProbe = (request: Request): boolean => request.headers.has(SERVE_PROBE_HEADER);
