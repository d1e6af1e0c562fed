import { mkdir, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createRequest, writeResponse } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBodyText } from '../../src/lib/http/json-response.ts';
import { discardRestOfBody } from './lingering-body.ts';
import { createListener } from './listener.ts';
import { REQUEST_MAX_BYTES } from './request-guard.ts';

/**
 * Ten 100 MB bodies sent at once each read their 413, whether the wrapper refuses them on
 * their Content-Length or the app refuses them while reading (sent chunked). The app here is Astro's
 * own request conversion (`createRequest` with the adapter's `bodySizeLimit`) and the endpoints'
 * `readBodyText`, behind the real wrapper (createListener).
 */

const MB = 1024 * 1024;
const clientDir = `test-results/unit-data/lingering-body-${crypto.randomUUID()}`;
let server: Server;
let port = 0;

beforeAll(async () => {
  await mkdir(clientDir, { recursive: true });
  const listener = createListener({
    clientDir,
    trustedProxies: [],
    staticHeaders: { http: [], https: [] },
    pageHeaders: new Map(),
    handler: (req, res) => {
      void (async () => {
        const request = createRequest(req, { bodySizeLimit: REQUEST_MAX_BYTES });
        const body = await readBodyText(request, REQUEST_MAX_BYTES);
        await writeResponse('response' in body ? body.response : Response.json({ data: body.text.length }), res);
      })();
    },
  });
  server = createServer(listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await rm(clientDir, { recursive: true, force: true });
});

interface Sent {
  statusLine: string;
  body: string;
  error: string | undefined;
  sentMb: number;
}

/**
 * POSTs `megabytes` MB (declared, or chunked without a length) on a raw socket, sending to the end
 * before it reads a byte of the answer (the hardest client: a reset while it sends throws away the
 * answer it has not read yet); then reads the answer. Resolves with what it read and the error it met.
 */
function postHuge(megabytes: number, chunked: boolean): Promise<Sent> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(MB, 'a');
    const frame = chunked ? Buffer.concat([Buffer.from(`${MB.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
    const result: Sent = { statusLine: '', body: '', error: undefined, sentMb: 0 };
    let answer = '';
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    const finish = () => {
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      // The JSON, whether sent with a length or chunked (the app's answers are).
      resolve({
        ...result,
        statusLine: head.split('\r\n')[0] ?? '',
        body: rest.slice(rest.indexOf('{'), rest.lastIndexOf('}') + 1),
      });
      socket.destroy();
    };
    socket.on('data', (data) => {
      answer += data.toString();
      if (/\r\n\r\n[\s\S]*\}/.test(answer)) finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      result.error = error.code ?? error.message;
    });
    socket.on('close', finish);
    const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${megabytes * MB}`;
    socket.write(`POST /api/forms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`);
    const pump = () => {
      while (result.sentMb < megabytes) {
        result.sentMb += 1;
        if (!socket.write(frame)) {
          socket.once('drain', pump);
          return;
        }
      }
      // Everything sent: now read the answer.
      socket.write(chunked ? '0\r\n\r\n' : '', () => socket.resume());
    };
    pump();
  });
}

describe('an oversized body is refused so that every client reads why', () => {
  const expected = { message: `The request body is larger than ${REQUEST_MAX_BYTES} bytes.` };

  it(
    'ten 100 MB bodies with a Content-Length, at once: each client sends to the end and reads its 413',
    { timeout: 60_000 },
    async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => postHuge(100, false)));
      for (const answer of answers) {
        expect(answer).toMatchObject({ statusLine: 'HTTP/1.1 413 Payload Too Large', error: undefined, sentMb: 100 });
        expect(JSON.parse(answer.body)).toEqual(expected);
      }
    },
  );

  it(
    'ten 100 MB bodies sent chunked (refused by the app while it reads): the same, no reset under the client',
    { timeout: 60_000 },
    async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => postHuge(100, true)));
      for (const answer of answers) {
        expect(answer).toMatchObject({ statusLine: 'HTTP/1.1 413 Payload Too Large', error: undefined, sentMb: 100 });
        expect(JSON.parse(answer.body)).toEqual(expected);
      }
    },
  );

  it('a body within the limit still reaches the app whole', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/forms', agent: false }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end('x'.repeat(1000));
    });
    expect(JSON.parse(answer)).toEqual({ data: 1000 });
  });
});

/**
 * Node's own client without keep-alive (`agent: false`) asks for `Connection: close`, and Node's server
 * would then close the connection as soon as the answer is written, with the client still sending: its
 * next bytes meet a reset, and a client that had not read the 413 yet sees EPIPE. How often depends on
 * timing; here the client reads the 413 first and only then sends the rest of its body, so a close
 * under it shows every time.
 */
function sendRestAfterAnswer(
  path: string,
  megabytes: number,
  chunked: boolean,
): Promise<{ statusLine: string; body: string; error: string | undefined; sentMb: number }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(MB, 'a');
    const frame = chunked ? Buffer.concat([Buffer.from(`${MB.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
    const result = { statusLine: '', body: '', error: undefined as string | undefined, sentMb: 0 };
    let answer = '';
    let pumping = false;
    // Half-open: the server's end of the answer must not end what this client sends.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const pump = (): void => {
      while (result.sentMb < megabytes) {
        result.sentMb += 1;
        if (!socket.write(frame)) {
          socket.once('drain', pump);
          return;
        }
      }
      socket.end(chunked ? '0\r\n\r\n' : '');
    };
    socket.on('data', (data) => {
      answer += data.toString();
      if (!pumping && /\r\n\r\n[\s\S]*\}/.test(answer)) {
        pumping = true;
        pump();
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      result.error = error.code ?? error.message;
    });
    socket.on('close', () => {
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      resolve({
        ...result,
        statusLine: head.split('\r\n')[0] ?? '',
        body: rest.slice(rest.indexOf('{'), rest.lastIndexOf('}') + 1),
      });
    });
    const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${megabytes * MB}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
    );
    result.sentMb = 1;
    socket.write(frame);
  });
}

describe('a client that asked to close the connection sends its whole body after its 413, without a reset', () => {
  const expected = { message: `The request body is larger than ${REQUEST_MAX_BYTES} bytes.` };

  it('a declared 20 MB body, refused on its length', { timeout: 30_000 }, async () => {
    const answer = await sendRestAfterAnswer('/api/forms', 20, false);
    expect(answer).toMatchObject({ statusLine: 'HTTP/1.1 413 Payload Too Large', error: undefined, sentMb: 20 });
    expect(JSON.parse(answer.body)).toEqual(expected);
  });

  it('a chunked 20 MB body, refused by the app while it reads', { timeout: 30_000 }, async () => {
    const answer = await sendRestAfterAnswer('/api/web-orders', 20, true);
    expect(answer).toMatchObject({ statusLine: 'HTTP/1.1 413 Payload Too Large', error: undefined, sentMb: 20 });
    expect(JSON.parse(answer.body)).toEqual(expected);
  });
});

describe('reading a refused body is bounded', () => {
  let bounded: Server;
  let boundedPort = 0;

  beforeAll(async () => {
    bounded = createServer((req, res) => {
      res.writeHead(413, { 'content-type': 'application/json' }).end('{"message":"too large"}');
      discardRestOfBody(req, res, { totalMs: 400, idleMs: 150 });
    });
    await new Promise<void>((done) => bounded.listen(0, '127.0.0.1', done));
    boundedPort = (bounded.address() as AddressInfo).port;
  });

  afterAll(async () => {
    bounded.closeAllConnections();
    await new Promise((done) => bounded.close(done));
  });

  /** Declares 100 MB, sends `send` (called every 50 ms) and reports what arrived and when the server closed. */
  function linger(send: (write: (bytes: Buffer) => void) => void): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = connect(boundedPort, '127.0.0.1');
      let answer = '';
      const timer = setInterval(() => {
        send((bytes) => socket.write(bytes));
      }, 50);
      socket.on('data', (data) => (answer += data.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
      socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${100 * MB}\r\n\r\n`);
    });
  }

  it('closes a connection that stops sending after the idle bound, the 413 read first', async () => {
    const { answer, closedAfterMs } = await linger(() => undefined);
    expect(answer).toMatch(/^HTTP\/1\.1 413[\s\S]*\{"message":"too large"\}/);
    expect(closedAfterMs).toBeLessThan(400);
  });

  it('closes a connection that keeps sending after the total bound', async () => {
    const { answer, closedAfterMs } = await linger((write) => write(Buffer.alloc(1024, 'a')));
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(380);
    expect(closedAfterMs).toBeLessThan(1_500);
  });
});
