/**
 * PGlite made durable on disk. Out of the box PGlite starts PostgreSQL with `-F` (fsync off) and its
 * Node filesystem (Emscripten's NODEFS) has no fsync at all, so a commit reaches only the OS page cache:
 * a power cut can lose an order the buyer was told was placed (strace: 0 fsync over 20 orders).
 *
 * Here PostgreSQL runs with fsync on and `wal_sync_method=fsync` (Emscripten's fdatasync is a no-op,
 * its fsync goes through the filesystem's `stream_ops.fsync`), and NODEFS gets that fsync: a real
 * `fsync(2)` of the file (or, for a directory PostgreSQL syncs after creating a file, of the directory).
 * Measured with strace: one fsync of the WAL before each commit returns, as PostgreSQL does itself.
 * Files and folders are also created private (0600 and 0700): NODEFS otherwise gives PostgreSQL's files
 * 0666, readable by every local user, and they hold password hashes and addresses.
 */
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** What this module needs of Emscripten's NODEFS: its node and stream operations, and a node's real path. */
interface NodeFsModule {
  node_ops: {
    mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown;
    setattr: (node: unknown, attr: { mode?: number | null }) => void;
  };
  stream_ops: { fsync?: (stream: { nfd?: unknown; node: unknown }) => number };
  realPath: (node: unknown) => string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isNodeFsModule = (value: unknown): value is NodeFsModule =>
  isObject(value) &&
  isObject(value['stream_ops']) &&
  isObject(value['node_ops']) &&
  typeof value['realPath'] === 'function' &&
  typeof value['node_ops']['mknod'] === 'function' &&
  typeof value['node_ops']['setattr'] === 'function';

/** A mode without the group and other permission bits (file type bits kept). */
const privateMode = (mode: number): number => mode & ~0o077;

/** How a file descriptor is synced to disk: fsync(2); tests pass a recorder around it. */
export type SyncFile = (fd: number, path: string) => void;

const fsyncFile: SyncFile = (fd) => fsyncSync(fd);

/** Syncs what an Emscripten stream is open on: its file descriptor, else (a directory) its path. */
function syncStream(nodefs: NodeFsModule, stream: { nfd?: unknown; node: unknown }, sync: SyncFile): number {
  const path = nodefs.realPath(stream.node);
  if (typeof stream.nfd === 'number') {
    sync(stream.nfd, path);
    return 0;
  }
  const fd = openSync(path, 'r');
  try {
    sync(fd, path);
  } finally {
    closeSync(fd);
  }
  return 0;
}

/** PGlite's Node filesystem, with fsync and private modes. */
class DurableNodeFS extends NodeFS {
  readonly #sync: SyncFile;

  constructor(dataDir: string, sync: SyncFile) {
    super(dataDir);
    this.#sync = sync;
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const addFsync = (mod: { NODEFS: unknown }) => {
      if (!isNodeFsModule(mod.NODEFS))
        throw new Error('PGlite: its Node filesystem has changed shape; cannot make it durable.');
      const nodefs = mod.NODEFS;
      nodefs.stream_ops.fsync = (stream) => syncStream(nodefs, stream, this.#sync);
      const { mknod, setattr } = nodefs.node_ops;
      nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, privateMode(mode), dev);
      nodefs.node_ops.setattr = (node, attr) => {
        setattr(node, typeof attr.mode === 'number' ? { ...attr, mode: privateMode(attr.mode) } : attr);
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/**
 * PostgreSQL's memory in PGlite, sized for a small shop. Its shared memory lives in the WASM
 * heap, which never shrinks and whose pages stay resident once touched: stock PostgreSQL's 128 MB of
 * shared_buffers made about 120 MB of the server's resident memory (measured: 152 MiB of the WASM heap
 * resident, 28 MiB with 16 MB). 16 MB (2,048 pages) holds the hot part of a shop's tables; other pages
 * are read back from the OS's file cache. maintenance_work_mem bounds what a migration's CREATE INDEX
 * can grow the heap by for good.
 */
export const SMALL_SHOP_PARAMS: readonly string[] = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/** PostgreSQL's start parameters in PGlite, with fsync on and the WAL synced by fsync. */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  ...SMALL_SHOP_PARAMS,
];

/**
 * initdb's options for a new folder: write-ahead log segments of 1 MB instead of 16. A new folder (and
 * the build's template, embedded-template.server.ts) then holds about 6 MB of log instead of 17, which
 * a new DATA_DIR writes and syncs before its first start; a small shop's log is never large
 * enough for the bigger segments to matter.
 */
export const SMALL_SHOP_INITDB_PARAMS: readonly string[] = ['--wal-segsize=1'];

/** A PGlite database in `dataDir` whose commits are on disk when they return. */
export const openDurablePglite = (dataDir: string, sync: SyncFile = fsyncFile): PGlite =>
  new PGlite({
    fs: new DurableNodeFS(dataDir, sync),
    startParams: [...DURABLE_START_PARAMS],
    initDbStartParams: [...SMALL_SHOP_INITDB_PARAMS],
  });
