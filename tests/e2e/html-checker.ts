import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The Nu HTML Checker (the W3C validator's engine) from the `vnu-jar` package, run offline on files:
 * one Java start for every page (vnu takes many files at once), machine-readable output.
 */

/** One message of `vnu --format json` (only the fields the tests read). */
const vnuMessageSchema = z.object({
  type: z.string(),
  subType: z.string().optional(),
  /** A `file:` URL of the checked file. */
  url: z.string().optional(),
  message: z.string(),
  lastLine: z.number().optional(),
  lastColumn: z.number().optional(),
  extract: z.string().optional(),
});

/** One problem the checker reported, with the file it is in. */
export type VnuMessage = z.infer<typeof vnuMessageSchema> & { file: string };

const vnuOutputSchema = z.object({ messages: z.array(vnuMessageSchema) });

const JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The errors (with fatal ones) vnu finds in `files`. Java 11+ must be on PATH (or `JAVA`); vnu-jar's
 * own Java download is never used, and the checker needs no network.
 */
export function vnuErrors(files: readonly string[]): VnuMessage[] {
  const java = process.env['JAVA'] ?? 'java';
  const run = spawnSync(java, ['-jar', JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  if (run.error)
    throw new Error(
      `could not run the Nu HTML Checker with ${java} (install Java 17 or set JAVA): ${run.error.message}`,
    );
  // vnu writes its JSON report to stderr; anything else there (a JVM warning) precedes it.
  const json = run.stderr.slice(run.stderr.indexOf('{'));
  const parsed = vnuOutputSchema.safeParse(JSON.parse(json));
  if (!parsed.success)
    throw new Error(`unexpected vnu output (status ${String(run.status)}): ${run.stderr.slice(0, 500)}`);
  return parsed.data.messages.map((message) => ({ ...message, file: message.url ? fileURLToPath(message.url) : '' }));
}

/** The source text that follows a message's position (vnu's lines and columns start at 1). */
export function textAfter(message: VnuMessage, length: number): string {
  if (!message.file || message.lastLine === undefined || message.lastColumn === undefined) return '';
  const line = readFileSync(message.file, 'utf8').split('\n')[message.lastLine - 1] ?? '';
  return line.slice(message.lastColumn, message.lastColumn + length);
}

/**
 * The Nu HTML Checker's errors in pages as the browser rendered them (each written to `folder` as
 * `name.html`), as "message [extract]", less the checker's own gap every page shares (speculation rules'
 * URL patterns: html-validity.spec.ts).
 */
export function renderedHtmlErrors(folder: string, pages: Readonly<Record<string, string>>): string[] {
  mkdirSync(folder, { recursive: true });
  const files = Object.entries(pages).map(([name, html]) => {
    const file = join(folder, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  return vnuErrors(files)
    .filter((message) => !message.message.startsWith('The “href_matches” property in a document rule must be a string'))
    .map((message) => `${message.message} [${message.extract ?? ''}]`);
}
