import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AstroPWA from '@vite-pwa/astro';
import type { AstroIntegration } from 'astro';

/**
 * The service worker, web app manifest and build id (docs/requirements.md#page-loading-and-offline):
 * - @vite-pwa/astro builds src/features/offline/sw.ts into `/sw.js` (`injectManifest`: the
 *   precache list is the offline page, the icons and the manifest) and writes `/manifest.webmanifest`.
 *   Registration is the site's own (features/offline/register-worker.ts), so nothing inline is injected.
 * - `/build.json` names this build; pages carry the same id (`<html data-build>`, from `__BUILD_ID__`),
 *   so a page of an older build can tell and reload once.
 * With an adapter the client files go to `build.client` (dist/client), which @vite-pwa/astro only
 * picks for `output: 'server'`: it is set here for this site's `output: 'static'` with @astrojs/node.
 */
export default function offline({ buildId }: { buildId: string }): AstroIntegration[] {
  const options: Parameters<typeof AstroPWA>[0] = {
    strategies: 'injectManifest',
    srcDir: 'src/features/offline',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Tasman CAD',
      short_name: 'Tasman CAD',
      description: 'Design and engineering software, hardware, training and services for Australia and New Zealand.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0a5a8c',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['offline/index.html', 'favicon.svg', 'logo.svg', 'icons/icon-192.png', 'manifest.webmanifest'],
      minify: true,
    },
  };
  const pwa = AstroPWA(options);
  const setup = pwa.hooks['astro:config:setup'];
  let clientDir: URL | undefined;
  return [
    {
      ...pwa,
      hooks: {
        ...pwa.hooks,
        'astro:config:setup': (params) => {
          options.outDir = fileURLToPath(params.config.build.client);
          return setup?.(params);
        },
      },
    },
    {
      name: 'build-id',
      hooks: {
        'astro:config:setup': ({ updateConfig }) => {
          updateConfig({ vite: { define: { __BUILD_ID__: JSON.stringify(buildId) } } });
        },
        'astro:config:done': ({ config }) => {
          clientDir = config.build.client;
        },
        'astro:build:done': () => {
          if (clientDir) writeFileSync(new URL('build.json', clientDir), `${JSON.stringify({ build: buildId })}\n`);
        },
      },
    },
  ];
}
