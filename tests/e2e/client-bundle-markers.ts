/**
 * Strings that only server code carries, to find in a built client bundle (tests/e2e/client-bundle.spec.ts).
 * The import rules (.dependency-cruiser.cjs) stop server code at the source; this checks what Vite
 * actually shipped, which also covers paths the rules cannot see (a package's own imports, .astro files).
 *
 * Each marker is a string literal, not an identifier: minification renames identifiers (a bundled
 * `createMailFolder` would not be called that) but keeps strings. Each was checked against the demo build
 * (none occurs in dist/client) and against the package or module it stands for. When a browser library
 * trips one legitimately, narrow that marker; do not drop the scan.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Marker {
  /** What finding it means. */
  means: string;
  pattern: RegExp;
}

export const SERVER_MARKERS: readonly Marker[] = [
  // Node built-ins: an import left in place, or the empty stub Vite puts in a browser build instead.
  { means: 'an import of a Node built-in', pattern: /["'`]node:[a-z_/]+["'`]/ },
  { means: "Vite's browser stub for a Node built-in", pattern: /__vite-browser-external/ },
  // The server's configuration and secrets (services/config.ts reads them; the browser never may).
  { means: 'process.env, read by server configuration only', pattern: /\bprocess\.env\b/ },
  {
    means: "a server secret's variable name",
    pattern:
      /\b(DATABASE_URL|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|SANITY_READ_TOKEN|ALGOLIA_ADMIN_KEY|GOOGLE_CLIENT_SECRET|SMTP_URL)\b/,
  },
  { means: 'the generated AUTH secret file (DATA_DIR/auth-secret)', pattern: /auth-secret/ },
  // The database: the project's own SQL, the drivers and the ORM.
  { means: 'SQL DDL (migrations)', pattern: /CREATE TABLE/ },
  { means: 'the database advisory lock (migrations, outbox)', pattern: /pg_advisory_lock/ },
  { means: 'the pg driver', pattern: /Client has already been connected/ },
  { means: 'PGlite', pattern: /pglite/i },
  { means: 'drizzle-orm (its entity names)', pattern: /["'`]drizzle:/ },
  // Server SDKs and engines.
  { means: 'the Stripe server SDK', pattern: /api\.stripe\.com/ },
  { means: "better-auth's server (not its browser client)", pattern: /You are using the default secret/ },
  { means: 'jose (server-side token checks)', pattern: /ERR_JW[KST]_/ },
  { means: '@sanity/client (content is read at build time and on the server)', pattern: /\bapi(cdn)?\.sanity\.io/ },
  { means: 'groq-js (the embedded content engine)', pattern: /ObjectConditionalSplat/ },
  { means: '@orama/orama (the embedded search engine)', pattern: /@orama\// },
];

/** Every .js/.mjs file under `dir`, as paths relative to it. */
export function scriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .toSorted();
}

/** `file: what it means (the text found)` for every marker found in the scripts under `dir`. */
export function serverMarkersIn(dir: string): string[] {
  return scriptFiles(dir).flatMap((file) => {
    const code = readFileSync(path.join(dir, file), 'utf8');
    return SERVER_MARKERS.flatMap(({ means, pattern }) => {
      const found = pattern.exec(code);
      return found ? [`${file}: ${means} (${found[0]})`] : [];
    });
  });
}

/**
 * Build-only code a server bundle must not carry: it is never run by a server, yet costs disk and,
 * once its chunk is imported, memory. The server bundle is not minified and keeps each bundled
 * module's `// node_modules/<package>/…` comment, which is what these look for.
 */
export const BUILD_ONLY_MARKERS: readonly Marker[] = [
  {
    means: "Sentry's bundler plugins (@sentry/astro's build integration)",
    pattern: /node_modules\/@sentry\/(bundler-plugins|vite-plugin)\//,
  },
  { means: 'the Sentry CLI (source map upload)', pattern: /node_modules\/@sentry\/cli\// },
  { means: 'Babel (a compiler)', pattern: /node_modules\/@babel\/(core|traverse|generator)\// },
];

/** `file: what it means` for every build-only marker found in the scripts under `dir`. */
export function buildOnlyMarkersIn(dir: string): string[] {
  return scriptFiles(dir).flatMap((file) => {
    const code = readFileSync(path.join(dir, file), 'utf8');
    return BUILD_ONLY_MARKERS.flatMap(({ means, pattern }) => (pattern.test(code) ? [`${file}: ${means}`] : []));
  });
}
