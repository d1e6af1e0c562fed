import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageHeadersFor, pageKey, readPageHeaders } from './page-headers.ts';

const outDir = join('test-results', 'unit-data', `page-headers-${crypto.randomUUID()}`);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe("prerendered pages' own headers", () => {
  it('name a page the same with or without its trailing slash or index.html', () => {
    expect(['/about-us', '/about-us/', '/about-us/index.html'].map(pageKey)).toEqual([
      '/about-us',
      '/about-us',
      '/about-us',
    ]);
    expect(['/', '/index.html'].map(pageKey)).toEqual(['/', '/']);
  });

  it("are read from the build's _headers.json, and add upgrade-insecure-requests to the policy on https only", async () => {
    await mkdir(outDir, { recursive: true });
    await writeFile(
      join(outDir, '_headers.json'),
      JSON.stringify([
        { pathname: '/about-us', headers: [{ key: 'Content-Security-Policy', value: "script-src 'self' 'sha256-x'" }] },
      ]),
    );
    const pages = readPageHeaders(outDir);
    expect(pageHeadersFor(pages, '/about-us/', { https: false })).toEqual([
      ['Content-Security-Policy', "script-src 'self' 'sha256-x'"],
    ]);
    expect(pageHeadersFor(pages, '/about-us/', { https: true })).toEqual([
      ['Content-Security-Policy', "script-src 'self' 'sha256-x'; upgrade-insecure-requests"],
    ]);
    expect(pageHeadersFor(pages, '/_astro/app.js', { https: true })).toEqual([]);
  });

  it('are none for a build without _headers.json', () => {
    expect(readPageHeaders(join(outDir, 'missing')).size).toBe(0);
  });
});
