import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-file-references.mjs');

/** A checkout of `files` (path → text) in a folder of its own; the check's output and exit code there. */
function checkIn(files: Record<string, string>): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'file-references-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  const result = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('check-file-references', () => {
  it('fails on a comment or a doc that names a file the checkout lacks, naming the place', () => {
    const { status, output } = checkIn({
      'src/cart/cart.ts': '// Priced as src/pricing/pricing.ts says; see also gone.server.ts.\nexport {};\n',
      'src/pricing/pricing.ts': 'export {};\n',
      'docs/cart.md': 'The rules live in `cart/cart.ts` and `cart/rules.ts`.\n',
    });
    expect(status).toBe(1);
    expect(output).toContain('src/cart/cart.ts:1: names gone.server.ts');
    expect(output).toContain('docs/cart.md:1: names cart/rules.ts');
    expect(output).not.toMatch(/names (src\/)?pricing\/pricing\.ts|names cart\/cart\.ts/);
  });

  it('passes names of role suffixes, examples, generated files, URLs and code strings', () => {
    const { status, output } = checkIn({
      'src/a.ts': [
        '// A *.server.ts module; x.ts imports ./y.ts; the build writes dist/server/entry.mjs.',
        '// https://example.com/src/remote.ts and src/**/*.test.ts',
        "const entry = 'entry.mjs';",
        'export { entry };',
      ].join('\n'),
    });
    expect(output).toContain('every source file named');
    expect(status).toBe(0);
  });
});
