import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules bite: the project's own .dependency-cruiser.cjs, run by the depcruise CLI exactly
 * as `npm run lint` runs it (from the tree's folder, on its src/), refuses every file of
 * tests/fixtures/import-rules/refused/ with the rule that names the broken arrow, and passes the
 * permitted twins in allowed/.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/import-rules/', import.meta.url));

interface Violation {
  from: string;
  rule: { name: string };
}
interface CruiseResult {
  summary: { violations: Violation[]; error: number };
}

function cruise(tree: 'refused' | 'allowed'): CruiseResult {
  const cli = `${root}node_modules/dependency-cruiser/bin/dependency-cruiser.mjs`;
  const args = [cli, 'src', '--config', `${root}.dependency-cruiser.cjs`, '--output-type', 'json'];
  try {
    return JSON.parse(
      execFileSync(process.execPath, args, { cwd: `${fixtures}${tree}`, encoding: 'utf8' }),
    ) as CruiseResult;
  } catch (error) {
    // depcruise exits non-zero when rules fire; the JSON report is still on stdout.
    const stdout = (error as { stdout?: unknown }).stdout;
    if (typeof stdout === 'string' && stdout.startsWith('{')) return JSON.parse(stdout) as CruiseResult;
    throw error;
  }
}

/** `from: rule` for every violation, sorted, so a missing or extra rule shows in the diff. */
const firing = (result: CruiseResult): string[] =>
  result.summary.violations.map((violation) => `${violation.from}: ${violation.rule.name}`).toSorted();

describe('import rules', () => {
  it('refuse every broken arrow of the refused fixture, each with its own rule', () => {
    expect(firing(cruise('refused'))).toEqual([
      // The /app mini-app loads server-only packages: directly (pg, better-auth's server entry) or
      // through a feature module (stripe).
      'src/app/auth-server.ts: browser-not-to-server-packages',
      'src/app/bad-pg.ts: browser-not-to-server-packages',
      // It reaches a *.server.ts module.
      'src/app/orders.ts: browser-not-to-server-modules',
      'src/app/pay.ts: browser-not-to-server-packages',
      // It imports a folder with no allow-list.
      'src/app/uses-misc.ts: app-allowed-imports',
      // An island reaches node:fs two hops away (Island.tsx -> island-helper.ts -> node:fs).
      'src/components/Island.tsx: browser-not-to-node-builtins',
      // A component imports a template.
      'src/components/uses-template.ts: components-allowed-imports',
      // The module a <script> of Widget.astro imports reaches the bare `path` built-in.
      'src/components/widget-script.ts: browser-not-to-node-builtins',
      // Two feature folders import each other (here one of the two arrows is only a type): both named.
      'src/features/bar: feature-folders-one-way',
      // An island reaches a service through a pure feature module (prices.ts), which itself breaks two rules.
      'src/features/cart/Cart.tsx: browser-not-to-services',
      // Shipped code imports a test helper (the test beside it may).
      'src/features/cart/first-line.ts: src-not-to-test-helpers',
      // prices.ts, the pure feature module the island goes through.
      'src/features/cart/prices.ts: features-to-services-only-from-server-modules',
      'src/features/cart/prices.ts: pure-features-no-server-code',
      'src/features/foo: feature-folders-one-way',
      'src/features/payments/checkout-link.ts: pure-features-no-server-code',
      // Shared plumbing knows a feature: a value, and (refused too) only a type.
      'src/lib/feature-type.ts: lib-not-to-features',
      'src/lib/knows-feature.ts: lib-allowed-imports',
      'src/lib/knows-feature.ts: lib-not-to-features',
      // A folder of src/ nobody wrote an allow-list for.
      'src/misc/helper.ts: src-folder-has-allow-list',
      // A service imports a feature: a value, and (refused too) only a type.
      'src/services/pricing/feature-type.ts: services-not-to-features',
      'src/services/pricing/uses-feature.ts: services-allowed-imports',
      'src/services/pricing/uses-feature.ts: services-not-to-features',
    ]);
  });

  it('pass the permitted twins: better-auth/client in /app, server code reached from a route file only', () => {
    const result = cruise('allowed');
    expect(firing(result)).toEqual([]);
    expect(result.summary.error).toBe(0);
  });
});
