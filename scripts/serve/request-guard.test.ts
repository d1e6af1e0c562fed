import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError, answerConnect, guardRequest, REQUESTED_METHOD_HEADER } from './request-guard.ts';

/** A server with the wrapper's guard in front of a handler that says what it was given. */
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (guardRequest(req, res, 1024)) return;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ method: req.method, requested: req.headers[REQUESTED_METHOD_HEADER] ?? null }));
  });
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** Raw bytes in, the whole answer out. */
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

function call(
  method: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, method, path: '/api/forms', headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the server wrapper against hostile requests', () => {
  it('refuses a declared body over the limit with 413 and a message before reading it', async () => {
    const answer = await call('POST', { 'content-length': '2048' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is larger than 1024 bytes.' });
  });

  it('hands TRACE and TRACK to the app as UNSUPPORTED with the original named; a client cannot name one itself', async () => {
    expect(JSON.parse((await call('TRACE')).body)).toEqual({ method: 'UNSUPPORTED', requested: 'TRACE' });
    expect(JSON.parse((await call('POST', { [REQUESTED_METHOD_HEADER]: 'GET' })).body)).toEqual({
      method: 'POST',
      requested: null,
    });
  });

  it('answers a URL with a broken percent-escape with 400 and a message', async () => {
    expect(await raw('GET /1/indexes/%ff/queries HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400[\s\S]*\{"message":"The URL is not valid: it has a broken percent-escape\."\}$/,
    );
  });

  it('answers 405 with Allow: GET, HEAD to a page asked with another method', async () => {
    const answer = await new Promise<{ status: number; allow: unknown; body: string }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, method: 'PUT', path: '/products/', agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers['allow'], body }));
      })
        .on('error', reject)
        .end();
    });
    expect(answer).toEqual({
      status: 405,
      allow: 'GET, HEAD',
      body: JSON.stringify({ message: 'Method PUT is not allowed on /products/; use GET or HEAD.' }),
    });
  });

  it("lets the /app login form's post through (it is signed in without JavaScript), and no other page's", async () => {
    const post = (path: string) =>
      raw(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    for (const path of ['/app/', '/app', '/app/?verified=1'])
      expect(await post(path)).toMatch(/^HTTP\/1\.1 200[\s\S]*\{"method":"POST"/);
    for (const path of ['/app/account/', '/application/', '/products/'])
      expect(await post(path)).toMatch(/^HTTP\/1\.1 405/);
  });

  it('answers CONNECT, a malformed request and oversized headers with JSON messages', async () => {
    expect(await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 405[\s\S]*\{"message":"Method CONNECT is not allowed/,
    );
    expect(await raw('GARBAGE\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400[\s\S]*\{"message":"The request is not valid HTTP\."\}$/,
    );
    expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 431[\s\S]*"message"/,
    );
  });
});
