import { describe, expect, it } from 'vitest';
import type { Block } from '../content/schemas/index.ts';
import { gatedFileOf, linkGatedFiles } from './gated-links.ts';

const richText = (href: string) =>
  ({
    _type: 'richText',
    _key: 'r',
    content: [
      {
        _type: 'block',
        _key: 'b',
        style: 'normal',
        markDefs: [{ _type: 'link', _key: 'l', href }],
        children: [{ _type: 'span', _key: 's', text: 'Download (PDF)', marks: ['l'] }],
      },
    ],
  }) as unknown as Block;

describe('gated file links in success content', () => {
  it('names the file of a /content/downloads/ link, and nothing else', () => {
    expect(gatedFileOf('/content/downloads/return-on-bim-nz.pdf')).toBe('return-on-bim-nz.pdf');
    expect(gatedFileOf('/content/downloads/../secrets.pdf')).toBeUndefined();
    expect(gatedFileOf('/content/images/a.svg')).toBeUndefined();
  });

  it('replaces each gated file link with the signed link and leaves the content itself unchanged', () => {
    const block = richText('/content/downloads/guide.pdf');
    const [linked] = linkGatedFiles([block, richText('https://example.com/')], (file) => `/signed/${file}`);
    expect(JSON.stringify(linked)).toContain('"href":"/signed/guide.pdf"');
    expect(JSON.stringify(block)).toContain('"href":"/content/downloads/guide.pdf"');
    expect(JSON.stringify(linkGatedFiles([richText('https://example.com/')], () => 'x'))).toContain(
      '"href":"https://example.com/"',
    );
  });
});
