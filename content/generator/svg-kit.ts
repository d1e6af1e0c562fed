/**
 * Primitive SVG helpers and the palettes of the generated illustrations. Output is kept small:
 * integer coordinates, no embedded fonts (system font stack), shared gradients per file.
 */
import { escapeXml } from './build.ts';
import type { Rng } from './random.ts';

export interface Palette {
  bg1: string;
  bg2: string;
  accent: string;
  ink: string;
  soft: string;
}

/** Tasman-inspired palettes: deep sea, harbour, bush, clay, sky, sand, dusk. */
export const PALETTES = {
  sea: { bg1: '#0f3d4c', bg2: '#1c7c7d', accent: '#f2a65a', ink: '#ffffff', soft: '#9fd8d4' },
  harbour: { bg1: '#14213d', bg2: '#2f4f86', accent: '#fca311', ink: '#ffffff', soft: '#a9c2e8' },
  bush: { bg1: '#1e3a2f', bg2: '#3f7d5a', accent: '#e9c46a', ink: '#ffffff', soft: '#b7dcc0' },
  clay: { bg1: '#3d2c2e', bg2: '#a4493d', accent: '#f4d6b0', ink: '#ffffff', soft: '#f0b8a4' },
  sky: { bg1: '#e8f1f8', bg2: '#bcd4e6', accent: '#1d4e89', ink: '#0f2537', soft: '#5b86b8' },
  sand: { bg1: '#f6efe6', bg2: '#e7d3b8', accent: '#b5523b', ink: '#2b2118', soft: '#c99a6b' },
  dusk: { bg1: '#2d1e40', bg2: '#5b3f8c', accent: '#7fd1b9', ink: '#ffffff', soft: '#c7b6e6' },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** A whole SVG file with a `<title>` and a diagonal background gradient `#bg`. */
export function svgFile(
  width: number,
  height: number,
  title: string,
  palette: Palette,
  body: string,
  defs = '',
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bg1}"/>`,
    `<stop offset="1" stop-color="${palette.bg2}"/></linearGradient>${defs}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    body,
    '</svg>\n',
  ].join('');
}

/** A text element in the site font. */
export const text = (x: number, y: number, size: number, fill: string, value: string, extra = ''): string =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}"${extra ? ` ${extra}` : ''}>${escapeXml(value)}</text>`;

/** Points `x,y x,y` from pairs, rounded. */
export const points = (pairs: readonly (readonly [number, number])[]): string =>
  pairs.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');

/** An isometric box whose top face's back corner is at (x, y): size `s`, height `h`. */
export function isoBox(x: number, y: number, s: number, h: number, top: string, left: string, right: string): string {
  const t = points([
    [x, y],
    [x + s, y + s / 2],
    [x, y + s],
    [x - s, y + s / 2],
  ]);
  const l = points([
    [x - s, y + s / 2],
    [x, y + s],
    [x, y + s + h],
    [x - s, y + s / 2 + h],
  ]);
  const r = points([
    [x, y + s],
    [x + s, y + s / 2],
    [x + s, y + s / 2 + h],
    [x, y + s + h],
  ]);
  return `<polygon points="${l}" fill="${left}"/><polygon points="${r}" fill="${right}"/><polygon points="${t}" fill="${top}"/>`;
}

/** Break a title into lines of at most `width` characters (at most `maxLines`, the last one ellipsed). */
export function wrap(value: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/** Soft decorative circles scattered in a box. */
export function bubbles(rng: Rng, count: number, box: [number, number, number, number], fill: string): string {
  const [x0, y0, x1, y1] = box;
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${rng.int(x0, x1)}" cy="${rng.int(y0, y1)}" r="${rng.int(20, 90)}" fill="${fill}" opacity="0.${rng.int(6, 16).toString().padStart(2, '0')}"/>`,
  ).join('');
}
