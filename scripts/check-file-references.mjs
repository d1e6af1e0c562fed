#!/usr/bin/env node
// Every source file a comment or a doc names exists: a path or a file name ending in .ts, .tsx, .mjs,
// .cjs or .astro, in the project's code and docs, must be a file of the checkout (a path may be given
// from any folder down: `page-cache/serve.server.ts` names src/features/page-cache/serve.server.ts), a
// package's file in node_modules, or a file a build or a test run writes (dist/, test-results/, .cache/).
// Run by `npm run lint`; a renamed file whose old name a comment still gives fails it, naming both places.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Files whose text is read: the project's code and docs, and the files with `#` comments (YAML, the
 * Varnish configuration, the Dockerfile, CI's script, .env.example); JSON has no comments. Fixtures are made to break rules.
 */
const READ = /\.(?:ts|tsx|mjs|cjs|js|astro|md|vcl|yml|yaml)$|(?:^|\/)(?:Dockerfile|run|\.env\.example)$/;
const SKIPPED = [/^tests\/fixtures\//];

/** A name that ends like a source file, with the folders before it (no URL, no glob, no template). */
const REFERENCE = /(?<![\w@$/.*{-])(?:\.{1,2}\/)*(?:[\w@.-]+\/)*[\w.-]*[\w-]\.(?:tsx?|mjs|cjs|astro)(?![\w/])/g;

/** A role or type suffix (`.server.ts`, `.d.ts`), or an example's name (`x.ts`, `file.ts`): no file is meant. */
const NOT_A_FILE = /^(?:\.[a-z]+)?\.[a-z]+$|^(?:[a-z]|file|example)\.[a-z]+$/;

/** Folders written by builds, installs and test runs: what is named there need not be in the checkout. */
const GENERATED = /^(?:dist|test-results|\.cache|\.astro|\.data|node_modules|playwright-report|lighthouse-reports)\//;

const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
const existing = tracked.filter((file) => existsSync(file));
const names = new Set(existing.map((file) => file.slice(file.lastIndexOf('/') + 1)));

/** Whether `reference` names a file: one of the checkout's (whole or from a folder down), generated, or a package's. */
function resolves(reference) {
  const path = reference.replace(/^(?:\.{1,2}\/)+/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (NOT_A_FILE.test(name) || GENERATED.test(path)) return true;
  if (!path.includes('/')) return names.has(path);
  if (existing.some((file) => file === path || file.endsWith(`/${path}`))) return true;
  // A package's source file, shipped as it is or compiled (zod/v4/core/regexes.ts is regexes.js there).
  return ['', '.js', '.d.ts'].some((compiled) =>
    existsSync(`node_modules/${compiled ? path.replace(/\.[a-z]+$/, compiled) : path}`),
  );
}

/**
 * What of a line is prose: all of a doc's; of code, a comment (a line of a block comment, or what follows
 * `//`), since a name in code is checked by the code's own imports and runs, and may be a build's file.
 */
function proseOf(file, line) {
  if (/\.md$/.test(file)) return line;
  const trimmed = line.trimStart();
  if (/^(?:\/\/|\/\*|\*|#|<!--)/.test(trimmed)) return line;
  const comment = line.indexOf(' // ');
  return comment >= 0 ? line.slice(comment) : '';
}

const problems = [];
for (const file of existing) {
  if (!READ.test(file) || SKIPPED.some((pattern) => pattern.test(file))) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((whole, index) => {
    const line = proseOf(file, whole);
    for (const match of line.matchAll(REFERENCE)) {
      // Part of a URL (https://…/x.ts) or of a wildcard (src/**/*.test.ts) is not a file's name.
      const before = line.slice(0, match.index);
      if (/[a-z]+:\/\/\S*$/.test(before) || /[*{<]\S*$/.test(before)) continue;
      if (!resolves(match[0])) problems.push(`${file}:${index + 1}: names ${match[0]}, which is not a file here`);
    }
  });
}

if (problems.length > 0) {
  console.error(
    `check-file-references: ${problems.length} reference(s) to files that do not exist:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(`check-file-references: every source file named in ${existing.length} files exists.`);
