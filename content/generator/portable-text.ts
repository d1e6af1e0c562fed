/**
 * Portable Text from a compact notation, so copy stays readable in the generator:
 * strings are paragraphs; `{ h2 }`, `{ h3 }`, `{ bullets }`, `{ numbered }` are the other shapes.
 * Inline `[label](href)` becomes a link mark (`markDefs: [{ _type: 'link', href }]`), `**text**` strong.
 */
import { key } from './random.ts';

export type PtItem = string | { h2: string } | { h3: string } | { bullets: string[] } | { numbered: string[] };

export interface PtSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}
export interface PtBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3';
  markDefs: { _type: 'link'; _key: string; href: string }[];
  children: PtSpan[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

function textBlock(text: string, style: PtBlock['style'], listItem?: 'bullet' | 'number'): PtBlock {
  const markDefs: PtBlock['markDefs'] = [];
  const children: PtSpan[] = [];
  const span = (value: string, marks: string[]): void => {
    if (value) children.push({ _type: 'span', _key: key(), text: value, marks });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    span(text.slice(last, match.index), []);
    const [, label, href, strong] = match;
    if (label !== undefined && href !== undefined) {
      const markKey = key();
      markDefs.push({ _type: 'link', _key: markKey, href });
      span(label, [markKey]);
    } else if (strong !== undefined) {
      span(strong, ['strong']);
    }
    last = match.index + match[0].length;
  }
  span(text.slice(last), []);
  if (children.length === 0) span(' ', []);
  const block: PtBlock = { _type: 'block', _key: key(), style, markDefs, children };
  if (listItem) {
    block.listItem = listItem;
    block.level = 1;
  }
  return block;
}

/** Portable Text blocks from paragraphs, headings and lists. */
export function pt(...items: PtItem[]): PtBlock[] {
  return items.flatMap((item): PtBlock[] => {
    if (typeof item === 'string') return [textBlock(item, 'normal')];
    if ('h2' in item) return [textBlock(item.h2, 'h2')];
    if ('h3' in item) return [textBlock(item.h3, 'h3')];
    if ('bullets' in item) return item.bullets.map((text) => textBlock(text, 'normal', 'bullet'));
    return item.numbered.map((text) => textBlock(text, 'normal', 'number'));
  });
}
