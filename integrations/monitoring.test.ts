import sentry from '@sentry/astro';
import type { AstroIntegration } from 'astro';
import { describe, expect, it } from 'vitest';
import monitoring from './monitoring.ts';

type ConfigSetup = NonNullable<AstroIntegration['hooks']['astro:config:setup']>;

/** What each integration's config hook asks Astro for, in a server build on the Node adapter as astro.config.mjs makes it. */
async function middlewareAdded(integrations: AstroIntegration[], command: 'build' | 'dev'): Promise<unknown[]> {
  const added: unknown[] = [];
  const setup = {
    config: { output: 'server', adapter: { name: '@astrojs/node' } },
    command,
    updateConfig: () => undefined,
    injectScript: () => undefined,
    injectRoute: () => undefined,
    addMiddleware: (middleware: unknown) => added.push(middleware),
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined },
  } as unknown as Parameters<ConfigSetup>[0];
  for (const integration of integrations) await integration.hooks['astro:config:setup']?.(setup);
  return added;
}

describe('error reporting in the build', () => {
  it('adds nothing without SENTRY_DSN', () => {
    expect(monitoring({}, 'build-1')).toEqual([]);
  });

  it.each(['build', 'dev'] as const)(
    'with SENTRY_DSN, leaves out Sentry’s request middleware, which rewrote the page cache’s gzip and brotli pages as text (astro %s)',
    async (command) => {
      const integrations = monitoring({ SENTRY_DSN: 'http://public@127.0.0.1:9/1' }, 'build-1');
      expect(integrations.map((integration) => integration.name)).toContain('@sentry/astro');
      expect(await middlewareAdded(integrations, command)).toEqual([]);
    },
  );

  it('left to itself, @sentry/astro would add its request middleware to this build (so the check above can fail)', async () => {
    expect(await middlewareAdded([sentry({ sourcemaps: { disable: true }, telemetry: false })], 'build')).toEqual([
      { order: 'pre', entrypoint: '@sentry/astro/middleware' },
    ]);
  });
});
