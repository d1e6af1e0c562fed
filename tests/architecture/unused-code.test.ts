import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Dead code fails the lint: `npm run lint` ends with `knip`, which refuses an export nothing imports and
 * a file nothing imports. Proved on tests/fixtures/unused/: refused/ holds an unused export
 * (`priceWithGst`) and an unused module (`old-rounding.ts`); allowed/ is the same project without them.
 * Each fixture is a project of its own (package.json, knip.json), run by the project's knip CLI; the
 * project's own knip.json ignores tests/fixtures/.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/unused/', import.meta.url));

function knip(tree: 'refused' | 'allowed'): { status: number | null; output: string } {
  const cli = `${root}node_modules/knip/bin/knip.js`;
  const run = spawnSync(process.execPath, [cli, '--no-progress', '--no-config-hints'], {
    cwd: `${fixtures}${tree}`,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('unused code', () => {
  it('npm run lint runs knip', () => {
    const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.lint).toMatch(/&& knip(?: &&|$)/);
  });

  it('refuses an export and a module nothing imports, naming each', () => {
    const { status, output } = knip('refused');
    expect(status).toBe(1);
    expect(output).toMatch(/Unused exports \(1\)\s+priceWithGst\s+src\/gst\.ts/);
    expect(output).toMatch(/Unused files \(1\)\s+src\/old-rounding\.ts/);
  });

  it('passes the same project without them', () => {
    const { status, output } = knip('allowed');
    expect(output).not.toContain('Unused');
    expect(status).toBe(0);
  });
});
