import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The formatter bites: `npm run lint` runs `prettier --check .` with the project's .prettierrc.json, and
 * that check refuses every file of tests/fixtures/format/refused/ (a TypeScript module and an Astro
 * component, so the Astro plugin is proved loaded) and passes their formatted twins in allowed/.
 * The fixtures are kept out of the project's own check by .prettierignore.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/format/', import.meta.url));

function check(tree: 'refused' | 'allowed'): { status: number | null; output: string } {
  const cli = `${root}node_modules/prettier/bin/prettier.cjs`;
  const args = [
    cli,
    '--check',
    '.',
    '--config',
    `${root}.prettierrc.json`,
    '--ignore-path',
    `${fixtures}.prettierignore`,
  ];
  const run = spawnSync(process.execPath, args, { cwd: `${fixtures}${tree}`, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('formatting', () => {
  it('npm run lint checks the formatting of the whole tree', () => {
    const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.lint).toContain('prettier --check .');
  });

  it('refuses an unformatted TypeScript module and Astro component, naming each', () => {
    const { status, output } = check('refused');
    expect(status).toBe(1);
    expect(output).toContain('cart-total.ts');
    expect(output).toContain('Badge.astro');
  });

  it('passes the same files formatted', () => {
    const { status, output } = check('allowed');
    expect(output).toContain('All matched files use Prettier code style!');
    expect(status).toBe(0);
  });
});
