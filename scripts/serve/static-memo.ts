/**
 * Keeps the small static files the server has sent in memory, exactly as sent (status 200, the file
 * server's own headers, the bytes), and answers the same request for them again from memory.
 *
 * Why: the file server (sirv) opens, reads and closes the file for each request, each step a turn of
 * the event loop through libuv's thread pool. Under a burst a turn lasts as long as the requests it
 * reads take, so a file waited three or four turns where a kept page waits one, and prerendered pages
 * had three times the latency of rendered ones (docs/performance.md). A build's files never change
 * while it is served, so what was read once stays right.
 *
 * Only whole-file answers are kept: a request with Range or a conditional header, and any answer other
 * than a 200, goes to the file server each time. The key holds Accept-Encoding, since the file server
 * picks the `.br` or `.gz` copy by it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';

/** A file larger than this is streamed each time (large files are rare and their turns matter less). */
export const MAX_KEPT_FILE_BYTES = 256 * 1024;
/** All the kept files together: about twice a demo build's small files with their compressed copies. */
export const MAX_KEPT_BYTES = 16 * 1024 * 1024;

interface KeptFile {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Next = () => void;
type FileServer = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Whether the request asks for the whole file, unconditionally: only those are kept and answered from memory. */
const isPlainRead = (req: IncomingMessage): boolean =>
  req.method === 'GET' &&
  req.headers.range === undefined &&
  req.headers['if-none-match'] === undefined &&
  req.headers['if-modified-since'] === undefined;

/** Wraps a connect-style file server (sirv) with the memory of its small whole-file answers. */
export function keepStaticFiles(serveFile: FileServer): FileServer {
  const files = new LRUCache<string, KeptFile>({
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (file) => file.body.length + 512,
  });
  const serve = (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (!isPlainRead(req)) {
      serveFile(req, res, next);
      return;
    }
    const key = `${(req.url ?? '/').split('?')[0]}\n${req.headers['accept-encoding'] ?? ''}`;
    const kept = files.get(key);
    if (kept) {
      res.writeHead(200, kept.headers);
      res.end(kept.body);
      return;
    }
    capture(res, (file) => files.set(key, file));
    serveFile(req, res, next);
  };
  return serve;
}

/**
 * Records the file server's 200 answer as it is written, if it is small enough: the headers it set (on
 * the response, as Cache-Control, or given to writeHead) and the bytes. Headers the listener set before
 * (the security headers, the request id) are not the file's and are set again for each request.
 */
function capture(res: ServerResponse, keep: (file: KeptFile) => void): void {
  const before = res.getHeaders();
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let headers: OutgoingHttpHeaders | undefined;
  let chunks: Buffer[] | undefined;
  let size = 0;
  const add = (chunk: unknown) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : undefined;
    if (!buffer) return;
    size += buffer.length;
    if (size > MAX_KEPT_FILE_BYTES) chunks = undefined;
    else chunks.push(buffer);
  };
  Object.assign(res, {
    writeHead(status: number, given?: OutgoingHttpHeaders) {
      const declared = Number(given?.['Content-Length'] ?? given?.['content-length']);
      if (status === 200 && given && Number.isFinite(declared) && declared <= MAX_KEPT_FILE_BYTES) {
        const setByFileServer = Object.entries(res.getHeaders()).filter(([name, value]) => before[name] !== value);
        headers = { ...Object.fromEntries(setByFileServer), ...given };
        chunks = [];
      }
      return writeHead(status, given);
    },
    write(chunk: unknown, ...rest: unknown[]) {
      add(chunk);
      return write(chunk, ...rest);
    },
    end(...args: unknown[]) {
      add(args[0]);
      const body = chunks && headers ? Buffer.concat(chunks) : undefined;
      if (body && headers && body.length === Number(headers['Content-Length'] ?? headers['content-length']))
        keep({ headers, body });
      chunks = undefined;
      return end(...args);
    },
  });
}
