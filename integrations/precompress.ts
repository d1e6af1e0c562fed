import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the client build (HTML,
 * JS, CSS, SVG, XML, JSON), compressed once at build time: the server wrapper (scripts/serve.mjs,
 * sirv) sends the copy a browser accepts, and a CDN can serve them as they are. List it last: it must
 * see the files after every other integration has written them.
 *
 * Brotli's strongest setting (11) is kept for the hashed assets (`/_astro/`): they grow with the code,
 * not the content, and are downloaded by every page. Pages get quality 6. Measured on the demo build:
 * pages 9,280 kB -> 1,589 kB in 0.3 s at 6, 1,430 kB in 14.6 s at 11; a 17,000-page site would
 * spend many minutes at 11 for 10 % fewer bytes.
 */

/** What is worth compressing: text formats only (images and fonts are compressed already). */
const TEXT_FILE = /\.(html|js|mjs|css|svg|xml|json)$/;
/** Below this, the headers cost more than the bytes saved (compression's own default threshold). */
const MIN_BYTES = 1024;
/** Files compressed at once: zlib runs on libuv's four worker threads. */
const AT_ONCE = 4;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether a built file gets compressed copies. */
export const shouldPrecompress = (path: string, bytes: number): boolean => TEXT_FILE.test(path) && bytes >= MIN_BYTES;

type Copy = readonly ['.br' | '.gz', Buffer];

/** The compressed copies of one file that are smaller than it, by extension. */
async function compressedCopies(content: Buffer, quality: number): Promise<Copy[]> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const copies: Copy[] = [
    ['.br', br],
    ['.gz', gz],
  ];
  return copies.filter(([, copy]) => copy.length < content.length);
}

/** Brotli quality for hashed assets and for everything else (see above). */
const ASSET_QUALITY = constants.BROTLI_MAX_QUALITY;
const PAGE_QUALITY = 6;

/**
 * Compresses every eligible file under `root`, the files under `assetsDir` (Astro's `build.assets`)
 * hardest; returns the bytes before and after (brotli) for the log.
 */
export async function precompressFolder(
  root: string,
  assetsDir = '_astro',
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const names = (await readdir(root, { recursive: true })).filter((name) => TEXT_FILE.test(name));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (let start = 0; start < names.length; start += AT_ONCE) {
    await Promise.all(
      names.slice(start, start + AT_ONCE).map(async (name) => {
        const path = join(root, name);
        if (!shouldPrecompress(path, (await stat(path)).size)) return;
        const content = await readFile(path);
        const copies = await compressedCopies(
          content,
          name.startsWith(`${assetsDir}${sep}`) ? ASSET_QUALITY : PAGE_QUALITY,
        );
        await Promise.all(copies.map(([ext, copy]) => writeFile(`${path}${ext}`, copy)));
        totals.files += 1;
        totals.bytes += content.length;
        totals.brotliBytes += copies.find(([ext]) => ext === '.br')?.[1].length ?? content.length;
      }),
    );
  }
  return totals;
}

export default function precompress(): AstroIntegration {
  let assetsDir = '_astro';
  return {
    name: 'precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        assetsDir = config.build.assets;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { files, bytes, brotliBytes } = await precompressFolder(fileURLToPath(dir), assetsDir);
        logger.info(
          `${files} files precompressed (brotli and gzip): ${Math.round(bytes / 1024)} kB -> ${Math.round(brotliBytes / 1024)} kB brotli`,
        );
      },
    },
  };
}
