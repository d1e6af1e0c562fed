import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:intent` (src/directives/intent.ts): hydrate on a person's intent, or at once for given URL parameters. */
export default function intentDirective(): AstroIntegration {
  return {
    name: 'tasman:intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('../src/directives/intent.ts', import.meta.url)),
        });
      },
    },
  };
}
