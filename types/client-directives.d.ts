/** `client:intent` (integrations/intent-directive.ts): `true`, or the URL parameters that hydrate at once. */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | string[];
  }
}

export {};
