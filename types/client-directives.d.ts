/** `client:intent` (integrations/intent-directive.ts): `true`, the URL parameters that hydrate at once, or a stored value that does (src/directives/intent.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | string[] | { storedOtherThan: { key: string; value: string } };
  }
}

export {};
