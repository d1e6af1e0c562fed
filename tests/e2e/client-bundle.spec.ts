import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildOnlyMarkersIn, scriptFiles, serverMarkersIn } from './client-bundle-markers.ts';

/**
 * The demo build's browser bundle (what the CDN serves from dist/client) carries no server code: no
 * driver, server SDK, Node built-in, secret name or SQL (markers in client-bundle-markers.ts).
 * Playwright's webServer has built the demo site into test-results/sites/demo/ (playwright.config.ts);
 * this reads the files and opens no browser.
 */
const client = path.resolve('test-results/sites/demo/client');
const server = path.resolve('test-results/sites/demo/server');

test.describe('client bundle', () => {
  test('ships no server code', () => {
    // An empty or missing build would pass the scan vacuously.
    expect(scriptFiles(client).length).toBeGreaterThan(0);
    expect(serverMarkersIn(client)).toEqual([]);
  });

  test('the scan would see server code: the server bundle of the same build trips it', () => {
    expect(serverMarkersIn(server).join('\n')).toMatch(/an import of a Node built-in/);
  });
});

test.describe('server bundle', () => {
  test('carries no build-only code: no Sentry build plugin, no Sentry CLI, no Babel', () => {
    expect(scriptFiles(server).length).toBeGreaterThan(0);
    expect(buildOnlyMarkersIn(server)).toEqual([]);
  });
});
