/**
 * What an `.astro` import is, for tools that read TypeScript without Astro's language service
 * (typed ESLint, plain `tsc`). `astro check` resolves .astro files itself, so this wildcard only
 * applies where a tool cannot: it keeps typed lint rules from seeing those imports as `any`.
 */
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/render/astro/factory.js';

  const Component: AstroComponentFactory;
  export default Component;
}
