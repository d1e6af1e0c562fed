import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { benchPages } from '../../bench/pages.mjs';
import { demoDocuments, sitemapPaths } from './helpers.ts';
import { textAfter, vnuErrors, type VnuMessage } from './html-checker.ts';

/**
 * Valid HTML on every template: the Nu HTML Checker finds no error on one page per template
 * of the demo build (the benchmark's list, with the pages that carry what only they carry), and no
 * page the site serves repeats an id. Both read the HTML the server sends, before any script runs.
 */

const gatedWebinar = demoDocuments().find(
  (doc) => doc._type === 'blog' && doc.blogType === 'watch' && 'gatedForm' in doc && doc.slug,
);

/** [template, path, status]: one page per template. */
const templatePages: [string, string, number][] = [
  ...benchPages('content/dataset.ndjson').map(([template, path]): [string, string, number] => [
    template,
    path,
    template === '404' ? 404 : 200,
  ]),
  ['knowledge hub (watch)', '/knowledge-hub/?blogType=watch', 200],
  // A gated webinar's blog page server-renders its form (its submit button).
  ...(gatedWebinar?.slug
    ? [['gated webinar blog', `/knowledge-hub/${gatedWebinar.slug.current}/`, 200] as [string, string, number]]
    : []),
];

/**
 * What the checker says that is not this site's to fix, each matched narrowly:
 * - Astro's island runtime puts `<style>astro-island,…{display:contents}</style>` before the first
 *   island, wherever that is in the body (out of scope here);
 * - vnu accepts only strings in a speculation rule's `href_matches`, where the HTML standard also
 *   allows URLPatternInit objects ("valid URL pattern input"; validator/validator#2025).
 */
function notOurs(message: VnuMessage): boolean {
  if (message.message === 'A “style” element in “body” must be the first child of its parent.') {
    return textAfter(message, 'astro-island,'.length) === 'astro-island,';
  }
  return message.message.startsWith('The “href_matches” property in a document rule must be a string');
}

/** The page's HTML as the server sends it, checked for the status the template answers. */
async function htmlOf(request: APIRequestContext, path: string, status: number): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers ${String(status)}`).toBe(status);
  return response.text();
}

test('the Nu HTML Checker finds no error on one page per template', async ({ request }, testInfo) => {
  test.setTimeout(240_000);
  expect(gatedWebinar, 'the demo dataset has a gated webinar blog').toBeTruthy();
  const folder = testInfo.outputPath('pages');
  mkdirSync(folder, { recursive: true });
  const fileTemplate = new Map<string, string>();
  for (const [template, path, status] of templatePages) {
    const file = join(folder, `${template.replace(/[^a-z0-9]+/gi, '-')}.html`);
    writeFileSync(file, await htmlOf(request, path, status));
    fileTemplate.set(file, `${template} (${path})`);
  }
  // One Java start for every page.
  const errors = vnuErrors([...fileTemplate.keys()])
    .filter((message) => !notOurs(message))
    .map(
      (message) => `${fileTemplate.get(message.file) ?? message.file}: ${message.message} [${message.extract ?? ''}]`,
    );
  expect(errors, 'Nu HTML Checker errors').toEqual([]);
});

test('no page repeats an id', async ({ page, request }) => {
  test.setTimeout(240_000);
  const listed = (await sitemapPaths(request)).map((path): [string, string, number] => [path, path, 200]);
  const duplicates: string[] = [];
  for (const [template, path, status] of [...templatePages, ...listed]) {
    const html = await htmlOf(request, path, status);
    // The browser's own parser, without running the page's scripts: the ids the server sent.
    const repeated = await page.evaluate((source) => {
      const ids = [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll('[id]')].map(
        (element) => element.id,
      );
      return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    }, html);
    if (repeated.length > 0) duplicates.push(`${template} (${path}): ${repeated.map((id) => `#${id}`).join(', ')}`);
  }
  expect(duplicates, 'ids used more than once on a page').toEqual([]);
});
