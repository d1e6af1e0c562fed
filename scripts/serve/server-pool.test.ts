import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerPool, poolSizeFor, POOL_SIZE, type ServerPool } from './server-pool.ts';

const pools: ServerPool[] = [];
const others: net.Server[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) {
    pool.closeAllConnections();
    await pool.close();
  }
  for (const server of others.splice(0)) await new Promise((done) => server.close(done));
});

const openPool = async (size: number, make: () => Server = () => createServer((_, res) => res.end('ok'))) => {
  const pool = createServerPool(make, size);
  pools.push(pool);
  const port = await pool.listen(0, '127.0.0.1');
  return { pool, port };
};

/** Opens `count` connections at once; resolves when every one is connected (the kernel has them queued). */
const connectAll = (port: number, count: number) =>
  Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );

describe('server pool', () => {
  it('has one server per listening socket on Linux, and a single server where SO_REUSEPORT is missing', () => {
    expect(poolSizeFor('linux')).toBe(POOL_SIZE);
    expect(POOL_SIZE).toBeGreaterThan(1);
    expect(poolSizeFor('win32')).toBe(1);
    expect(poolSizeFor('darwin')).toBe(1);
  });

  it('answers requests on one port from every server', async () => {
    const { port } = await openPool(4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/`).then((answer) => answer.text())),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => 'ok'));
  });

  it('refuses a port something else listens on, as a single server does', async () => {
    const taken = net.createServer();
    others.push(taken);
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const port = (taken.address() as net.AddressInfo).port;
    const pool = createServerPool(() => createServer(), 4);
    await expect(pool.listen(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('refuses a port another pool already holds, rather than sharing it', async () => {
    const { port } = await openPool(4);
    const second = createServerPool(() => createServer(), 4);
    await expect(second.listen(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('accepts a burst of connections in fewer turns of a busy event loop than one server', async () => {
    /** The turns of the event loop in which `connections` queued connections were accepted, with 20 ms of work a turn. */
    const turnsToAccept = async (size: number, connections: number) => {
      let accepted = 0;
      const make = () => {
        const server = createServer();
        server.on('connection', () => (accepted += 1));
        return server;
      };
      const { port } = await openPool(size, make);
      const sockets = await connectAll(port, connections);
      let turns = 0;
      while (accepted < connections && turns < 1_000) {
        const end = performance.now() + 20;
        while (performance.now() < end); // the work of a busy turn
        await new Promise((resume) => setImmediate(resume));
        turns += 1;
      }
      for (const socket of sockets) socket.destroy();
      return turns;
    };
    const single = await turnsToAccept(1, 48);
    const pooled = await turnsToAccept(POOL_SIZE, 48);
    expect(single).toBeGreaterThanOrEqual(40);
    expect(pooled).toBeLessThan(single / 2);
  });

  it('closes once every connection has ended', async () => {
    const { pool, port } = await openPool(4);
    const [socket] = await connectAll(port, 1);
    let closed = false;
    const closing = pool.close().then(() => (closed = true));
    // Closing has begun (a new connection is refused), yet the open connection holds the pool open.
    await expect(connectAll(port, 1)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(closed).toBe(false);
    socket!.destroy();
    await closing;
    expect(closed).toBe(true);
    pools.splice(pools.indexOf(pool), 1);
  });
});
