import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder, shouldPrecompress } from './precompress.ts';

const root = join('test-results', 'unit-data', `precompress-${crypto.randomUUID()}`);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('precompressing the client build', () => {
  it('picks text files of 1 kB or more', () => {
    expect(
      ['a.html', 'b.js', 'c.mjs', 'd.css', 'e.svg', 'sitemap-0.xml', 'f.json'].every((name) =>
        shouldPrecompress(name, 1024),
      ),
    ).toBe(true);
    expect(shouldPrecompress('page.html', 1023)).toBe(false);
    expect(shouldPrecompress('photo.jpg', 50_000)).toBe(false);
    expect(shouldPrecompress('page.html.br', 50_000)).toBe(false);
  });

  it('writes brotli and gzip copies that decompress to the file, in nested folders, and leaves small files alone', async () => {
    const page = `<!doctype html><title>x</title>${'<p>Design software for Australia and New Zealand.</p>'.repeat(200)}`;
    await mkdir(join(root, 'products', 'a'), { recursive: true });
    await writeFile(join(root, 'products', 'a', 'index.html'), page);
    await writeFile(join(root, 'tiny.js'), 'console.log(1);');
    const totals = await precompressFolder(root);
    expect(totals.files).toBe(1);
    const file = join(root, 'products', 'a', 'index.html');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(page);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(page);
    expect(totals.brotliBytes).toBeLessThan(page.length / 10);
    expect(existsSync(join(root, 'tiny.js.br'))).toBe(false);
  });
});
