import { describe, expect, it } from 'vitest';
import { visualEditingStyles } from './visual-editing-styles.ts';

type Resolve = (source: string, importer: string | undefined) => Promise<unknown>;
const plugin = visualEditingStyles();
const resolveId = plugin.resolveId as unknown as (
  this: { resolve: (source: string, importer: string) => Promise<{ id: string }> },
  ...args: Parameters<Resolve>
) => Promise<unknown>;
const context = {
  resolve: (source: string, importer: string) => Promise.resolve({ id: `/resolved/${source} from ${importer}` }),
};
const overlay = '/site/node_modules/@sanity/visual-editing/dist/VisualEditing.js';

describe('what the overlay may not change on published pages', () => {
  it('drops Sanity UI’s stylesheet imported by the overlay package, and nothing else’s', async () => {
    const id = await resolveId.call(context, '@sanity/ui/styles.css', overlay);
    expect(id).toMatch(/^\0/);
    expect(await (plugin.load as (id: string) => unknown)(id as string)).toBe('export {};');
    expect(
      await resolveId.call(context, '@sanity/ui/styles.css', '/site/src/features/preview/visual-editing.ts'),
    ).toBeUndefined();
    expect(await resolveId.call(context, '@sanity/ui/styles.css?url', overlay)).toBeUndefined();
  });

  it('gives Sanity’s packages a copy of nanoid of their own, with what it imports', async () => {
    const copy = await resolveId.call(context, 'nanoid', '/site/node_modules/@sanity/mutate/dist/index.js');
    expect(copy).toBe('/resolved/nanoid from /site/node_modules/@sanity/mutate/dist/index.js?visual-editing-copy');
    expect(
      await resolveId.call(
        context,
        './url-alphabet/index.js',
        '/site/node_modules/nanoid/index.browser.js?visual-editing-copy',
      ),
    ).toBe('/resolved/./url-alphabet/index.js from /site/node_modules/nanoid/index.browser.js?visual-editing-copy');
    expect(await resolveId.call(context, 'nanoid', '/site/src/features/cart/cart.ts')).toBeUndefined();
  });
});
