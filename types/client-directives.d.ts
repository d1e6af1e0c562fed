/**
 * `client:intent` (integrations/intent-directive.ts, src/directives/intent.ts): `true`; the URL
 * parameters that hydrate at once; or an object: a stored value that hydrates at once
 * (`storedOtherThan`), the span outside which the server's HTML is stale and the island hydrates at once
 * (`staleBefore`, `staleAfter`: ISO), window events that wake the island (`wakeOn`), and hydration once
 * the browser is idle with clicks before it held and replayed (`whenIdle`).
 */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?:
      | boolean
      | string[]
      | {
          storedOtherThan?: { key: string; value: string };
          staleBefore?: string;
          staleAfter?: string;
          wakeOn?: string[];
          whenIdle?: boolean;
        };
  }
}

export {};
