import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The test-wait rules bite: the project's own eslint.config.js (tests wait on events, never on time)
 * refuses every wait on time in tests/fixtures/test-waits/refused.ts, each on its line with the rule
 * that holds it, and passes the waits on events, short yields and the explained exception of
 * allowed.ts. The fixtures are kept out of the project's own lint by the config's ignores.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/test-waits/${name}`, import.meta.url));

/** `line: rule` for every problem ESLint reports in the fixture. */
async function problems(name: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([fixture(name)]);
  return (result?.messages ?? []).map((message) => `${message.line}: ${message.ruleId ?? message.message}`);
}

describe('test-wait rules', () => {
  it('refuse waitForTimeout, networkidle, timer sleeps and timer promises, each on its line', async () => {
    expect(await problems('refused.ts')).toEqual([
      '5: no-restricted-imports',
      '9: no-restricted-syntax',
      '10: no-restricted-syntax',
      '11: no-restricted-syntax',
      '12: no-restricted-syntax',
      '13: no-restricted-syntax',
      '15: no-restricted-syntax',
    ]);
  }, 60_000);

  it('say what to do instead', async () => {
    const eslint = new ESLint({ cwd: root, ignore: false });
    const [result] = await eslint.lintFiles([fixture('refused.ts')]);
    for (const message of result?.messages ?? []) expect(message.message).toContain('wait on what a person or client');
  }, 60_000);

  it('pass waits on events, yields under 100 ms and an exception that says why', async () => {
    expect(await problems('allowed.ts')).toEqual([]);
  }, 60_000);
});
