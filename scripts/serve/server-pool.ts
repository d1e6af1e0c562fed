/**
 * Several HTTP servers with the same request listener, listening on one port (SO_REUSEPORT).
 *
 * Why: libuv, under Node, accepts one connection per listening socket per turn of the event loop. While
 * the loop is busy (a burst of visitors), a turn lasts as long as the requests it reads take, so when
 * 200 connections open at once the last of them waits about 200 turns in the kernel's accept queue,
 * seconds, while the connections already accepted are served again and again. That was the server's
 * long tail under load (docs/performance.md, "The long tail"). With several listening sockets on the
 * port the kernel spreads new connections over their queues and each turn accepts one from each.
 *
 * Where the platform has no SO_REUSEPORT (Windows, macOS's Node), the pool is one server.
 */
import net from 'node:net';
import type { Server } from 'node:http';

/** How many listening sockets share the port: each turn of a busy loop accepts up to this many connections. */
export const POOL_SIZE = 16;

/** Platforms where Node's `reusePort` listen option works (Node's docs for `server.listen`). */
const REUSE_PORT_PLATFORMS = new Set<NodeJS.Platform>(['linux', 'freebsd', 'sunos', 'aix']);

export const poolSizeFor = (platform: NodeJS.Platform): number => (REUSE_PORT_PLATFORMS.has(platform) ? POOL_SIZE : 1);

/** Listens on `port` (0: any free port) and `host` with reusePort; resolves to the port. */
function listenOne(server: Server, port: number, host: string | undefined, reusePort: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen({ port, host, reusePort }, () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Fails with EADDRINUSE when something already listens on the port, as a single server would: sockets
 * that all set SO_REUSEPORT share a port silently, so a second instance started on the same port by
 * mistake would otherwise take half the first one's visitors.
 */
async function portIsFree(port: number, host: string | undefined): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => resolve());
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

export interface ServerPool {
  readonly servers: readonly Server[];
  /** Listens every server on the port; rejects (EADDRINUSE, EACCES…) as `server.listen` would. */
  listen(port: number, host: string | undefined): Promise<number>;
  /** Stops accepting; resolves once every connection has ended. */
  close(): Promise<void>;
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

/** A pool of `size` servers, each made by `makeServer` (the same listener and events on each). */
export function createServerPool(makeServer: () => Server, size = poolSizeFor(process.platform)): ServerPool {
  const servers = Array.from({ length: Math.max(1, size) }, makeServer);
  const reusePort = servers.length > 1;
  return {
    servers,
    async listen(port, host) {
      const [first, ...rest] = servers as [Server, ...Server[]];
      if (reusePort) await portIsFree(port, host);
      const bound = await listenOne(first, port, host, reusePort);
      await Promise.all(rest.map((server) => listenOne(server, bound, host, reusePort)));
      return bound;
    },
    async close() {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
    closeIdleConnections() {
      for (const server of servers) server.closeIdleConnections();
    },
    closeAllConnections() {
      for (const server of servers) server.closeAllConnections();
    },
  };
}
