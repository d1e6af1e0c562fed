/**
 * A throwaway certificate authority made by `openssl` in a temporary folder: its CA certificate (for
 * SMTP_CA_FILE) and a server key and certificate it signed for localhost and 127.0.0.1. Nothing is kept:
 * `remove()` deletes the folder.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ThrowawayCa {
  /** The CA certificate's file (PEM). */
  caFile: string;
  /** The server's key and certificate (PEM text). */
  key: string;
  cert: string;
  remove(): Promise<void>;
}

export async function makeThrowawayCa(name = 'Tasman CAD test CA'): Promise<ThrowawayCa> {
  const folder = await mkdtemp(join(tmpdir(), 'tasman-ca-'));
  const file = (base: string) => join(folder, base);
  const openssl = (...args: string[]) => run('openssl', args, { cwd: folder });
  await openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
  );
  await openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
  );
  await writeFile(file('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  await openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
    '-out',
    file('server.pem'),
  );
  return {
    caFile: file('ca.pem'),
    key: await readFile(file('server.key'), 'utf8'),
    cert: await readFile(file('server.pem'), 'utf8'),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
