/**
 * Inline scripts the site writes itself (Astro hashes only the ones it emits), each allowed by the hash
 * of its text: a page that renders one adds `scriptHash(text)` with `Astro.csp.insertScriptHash`.
 */

/**
 * Turns off zod's JIT before any zod module loads (/app). Classic zod compiles object parsers with
 * `new Function` and probes whether it may with `new Function("")` when the first object schema is
 * built: without 'unsafe-eval' that probe is blocked and reported as a CSP violation (Lighthouse's
 * "Issues" on /app), though zod then parses without the JIT anyway. `jitless` skips the probe. It must
 * be set before the island's chunks run, which only an inline script ahead of the island guarantees
 * (an import is hoisted behind the chunks it shares); zod reads its settings from this global.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

/** The CSP source of an inline script's text: `sha256-` and the base64 SHA-256 digest. */
export async function scriptHash(text: string): Promise<`sha256-${string}`> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}
