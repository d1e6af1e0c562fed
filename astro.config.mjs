// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import intentDirective from './integrations/intent-directive.ts';
import monitoring from './integrations/monitoring.ts';
import offline from './integrations/offline.ts';
import precompress from './integrations/precompress.ts';
import serverFiles from './integrations/server-files.ts';
import siteScript from './integrations/site-script.ts';
import visualEditingStyles from './integrations/visual-editing-styles.ts';
import { astroCsp } from './src/lib/security/headers.ts';
import { scriptHash } from './src/lib/security/inline-scripts.ts';
import { SPECULATION_RULES_TEXT } from './src/features/speculation/speculation-rules.ts';

const site = process.env.SITE_URL ?? 'https://www.tasmancad.example';
// Names this build: pages carry it and /build.json says which build is deployed (integrations/offline.ts).
const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // staticHeaders: a prerendered page's CSP goes to dist/_headers.json (served as a header by
  // scripts/serve.mjs) instead of a <meta> tag, which cannot carry frame-ancestors.
  // bodySizeLimit: a body sent without Content-Length is cut off here too (the wrapper refuses a declared one first).
  // mode 'middleware': the handler renders only. The wrapper serves the files itself (sirv); the standalone
  // handler looked for a file again before every render (a Request built, a route matched, two stats),
  // a fifth of a search's time under load (docs/performance.md).
  adapter: node({ mode: 'middleware', staticHeaders: true, bodySizeLimit: 256 * 1024 }),
  integrations: [
    react(),
    intentDirective(),
    siteScript(),
    visualEditingStyles(),
    serverFiles(),
    ...offline({ buildId }),
    ...monitoring(process.env, buildId),
    precompress(),
  ],
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  security: {
    // Astro builds Astro.url and clientAddress from X-Forwarded-Proto/-Host/-For for any host: the
    // server wrapper (scripts/serve.mjs, scripts/serve/forwarded.ts) has already dropped those headers
    // unless a TRUSTED_PROXY sent them, and set them to the one client, scheme and host it believes.
    // So the built server must run behind scripts/serve.mjs (npm run serve), never on its own.
    allowedDomains: [{ protocol: 'https' }, { protocol: 'http' }],
    // Hash-based CSP: Astro adds the hash of each inline script it emits to every page's policy, so
    // script-src needs no 'unsafe-inline' (src/lib/security/headers.ts has the base policy). The
    // speculation rules every page carries are allowed by their hash here, in every policy.
    csp: astroCsp({ scriptHashes: [await scriptHash(SPECULATION_RULES_TEXT)] }),
    // Astro's own origin check answers a cross-site write with a plain-text 403 before any middleware
    // runs; src/middleware.ts applies the same rule (lib/http/cross-site.ts) and answers JSON, after
    // methods nothing takes have had their 405.
    checkOrigin: false,
  },
  prefetch: false,
});
