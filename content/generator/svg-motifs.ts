/**
 * Abstract motifs drawn around a centre point: the picture half of product art, screens and icons.
 * Each takes a seeded Rng so the same name always draws the same picture.
 */
import type { Rng } from './random.ts';
import { isoBox, points, type Palette } from './svg-kit.ts';

export type Motif =
  | 'blocks'
  | 'contours'
  | 'gears'
  | 'mesh'
  | 'device'
  | 'plotter'
  | 'orbit'
  | 'pipes'
  | 'points'
  | 'calendar'
  | 'parcel'
  | 'lifebuoy'
  | 'compass'
  | 'chart'
  | 'road';

type Draw = (rng: Rng, p: Palette, cx: number, cy: number) => string;

const blocks: Draw = (rng, p, cx, cy) => {
  const out: string[] = [];
  const s = 56;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const h = rng.int(30, 170);
      const x = cx + (col - row) * s;
      const y = cy - 60 + (col + row) * (s / 2) - h + 80;
      out.push(isoBox(x, y, s - 4, h, p.soft, p.bg1, p.accent));
    }
  }
  return out.join('');
};

const contours: Draw = (rng, p, cx, cy) =>
  Array.from({ length: 8 }, (_, i) => {
    const rx = 40 + i * 24 + rng.int(0, 10);
    const ry = 26 + i * 17 + rng.int(0, 8);
    return `<ellipse cx="${cx + i * 4}" cy="${cy + i * 3}" rx="${rx}" ry="${ry}" transform="rotate(${rng.int(-25, 25)} ${cx} ${cy})" fill="none" stroke="${i === 3 ? p.accent : p.soft}" stroke-width="${i === 3 ? 4 : 2}" opacity="0.85"/>`;
  }).join('');

const gear = (x: number, y: number, r: number, fill: string, hole: string): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${fill}" stroke-width="${Math.round(r / 3)}" stroke-dasharray="${Math.round(r / 4)} ${Math.round(r / 5)}"/>` +
  `<circle cx="${x}" cy="${y}" r="${Math.round(r * 0.86)}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${Math.round(r / 3)}" fill="${hole}"/>`;

const gears: Draw = (_rng, p, cx, cy) =>
  gear(cx - 40, cy + 10, 110, p.soft, p.bg1) + gear(cx + 120, cy - 90, 62, p.accent, p.bg2);

const mesh: Draw = (rng, p, cx, cy) => {
  const grid: [number, number][][] = [];
  for (let row = 0; row < 5; row++) {
    grid.push(
      Array.from({ length: 6 }, (_, col): [number, number] => [
        cx - 190 + col * 76 + rng.int(-14, 14),
        cy - 150 + row * 76 + rng.int(-14, 14),
      ]),
    );
  }
  const out: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      const a = grid[row]?.[col];
      const b = grid[row]?.[col + 1];
      const c = grid[row + 1]?.[col];
      const d = grid[row + 1]?.[col + 1];
      if (!a || !b || !c || !d) continue;
      const fill = rng.chance(0.2) ? p.accent : p.soft;
      out.push(
        `<polygon points="${points([a, b, c])}" fill="${fill}" opacity="0.${rng.int(2, 7)}" stroke="${p.soft}" stroke-width="1"/>`,
      );
      out.push(
        `<polygon points="${points([b, d, c])}" fill="${p.soft}" opacity="0.${rng.int(1, 4)}" stroke="${p.soft}" stroke-width="1"/>`,
      );
    }
  }
  return out.join('');
};

const device: Draw = (_rng, p, cx, cy) =>
  `<rect x="${cx - 200}" y="${cy - 140}" width="280" height="180" rx="12" fill="${p.bg1}" stroke="${p.soft}" stroke-width="6"/>` +
  `<rect x="${cx - 182}" y="${cy - 122}" width="244" height="144" rx="4" fill="${p.bg2}"/>` +
  isoBox(cx - 60, cy - 70, 50, 70, p.soft, p.bg1, p.accent) +
  `<rect x="${cx - 80}" y="${cy + 40}" width="40" height="50" fill="${p.soft}"/><rect x="${cx - 130}" y="${cy + 88}" width="140" height="12" rx="6" fill="${p.soft}"/>` +
  `<rect x="${cx + 110}" y="${cy - 150}" width="110" height="250" rx="10" fill="${p.soft}"/>` +
  `<circle cx="${cx + 165}" cy="${cy - 110}" r="10" fill="${p.accent}"/>` +
  Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${cx + 128}" y="${cy - 70 + i * 22}" width="74" height="8" rx="4" fill="${p.bg1}" opacity="0.4"/>`,
  ).join('');

const plotter: Draw = (_rng, p, cx, cy) =>
  `<rect x="${cx - 220}" y="${cy - 80}" width="440" height="90" rx="16" fill="${p.soft}"/>` +
  `<rect x="${cx - 160}" y="${cy + 10}" width="320" height="170" fill="#ffffff"/>` +
  `<path d="M${cx - 130} ${cy + 150} L${cx - 60} ${cy + 60} L${cx + 10} ${cy + 120} L${cx + 80} ${cy + 40} L${cx + 130} ${cy + 90}" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
  `<rect x="${cx - 200}" y="${cy - 60}" width="60" height="14" rx="7" fill="${p.accent}"/>` +
  `<rect x="${cx - 200}" y="${cy + 10}" width="18" height="150" fill="${p.soft}"/><rect x="${cx + 182}" y="${cy + 10}" width="18" height="150" fill="${p.soft}"/>`;

const orbit: Draw = (_rng, p, cx, cy) =>
  `<ellipse cx="${cx}" cy="${cy + 70}" rx="150" ry="46" fill="${p.bg1}" opacity="0.6"/>` +
  `<ellipse cx="${cx}" cy="${cy + 40}" rx="120" ry="40" fill="${p.soft}"/><rect x="${cx - 120}" y="${cy}" width="240" height="40" fill="${p.soft}"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="120" ry="40" fill="${p.accent}"/>` +
  `<ellipse cx="${cx}" cy="${cy - 40}" rx="200" ry="70" fill="none" stroke="${p.soft}" stroke-width="3" stroke-dasharray="10 8"/>` +
  `<ellipse cx="${cx}" cy="${cy - 60}" rx="90" ry="170" transform="rotate(60 ${cx} ${cy - 60})" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.7"/>`;

const pipes: Draw = (rng, p, cx, cy) => {
  const colours = [p.accent, p.soft, '#ffffff'];
  return (
    colours
      .map((colour, i) => {
        const y = cy - 120 + i * 90;
        const turn = cx - 100 + rng.int(0, 160);
        return `<path d="M${cx - 240} ${y} H${turn} V${y + 60 + rng.int(0, 60)} H${cx + 240}" fill="none" stroke="${colour}" stroke-width="${16 - i * 3}" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>`;
      })
      .join('') + `<circle cx="${cx + 150}" cy="${cy - 120}" r="34" fill="none" stroke="${p.soft}" stroke-width="8"/>`
  );
};

const pointsCloud: Draw = (rng, p, cx, cy) =>
  Array.from({ length: 140 }, () => {
    const x = rng.int(-220, 220);
    const y = Math.round(Math.sin(x / 60) * 40 + (x > -60 && x < 80 ? -90 : 0) + rng.int(-50, 50));
    return `<circle cx="${cx + x}" cy="${cy + y}" r="${rng.int(2, 4)}" fill="${rng.chance(0.15) ? p.accent : p.soft}"/>`;
  }).join('');

const calendar: Draw = (rng, p, cx, cy) =>
  `<rect x="${cx - 180}" y="${cy - 150}" width="360" height="300" rx="18" fill="#ffffff" opacity="0.95"/>` +
  `<rect x="${cx - 180}" y="${cy - 150}" width="360" height="64" rx="18" fill="${p.accent}"/>` +
  Array.from({ length: 20 }, (_, i) => {
    const x = cx - 150 + (i % 5) * 62;
    const y = cy - 70 + Math.floor(i / 5) * 52;
    return `<rect x="${x}" y="${y}" width="46" height="36" rx="6" fill="${rng.chance(0.2) ? p.bg2 : p.soft}" opacity="0.8"/>`;
  }).join('');

const parcel: Draw = (_rng, p, cx, cy) =>
  isoBox(cx, cy - 150, 150, 150, p.accent, p.soft, '#ffffff') +
  `<path d="M${cx - 75} ${cy - 112} L${cx + 75} ${cy - 38}" stroke="${p.bg1}" stroke-width="14" opacity="0.5"/>` +
  `<path d="M${cx - 300} ${cy + 150} h120 M${cx - 320} ${cy + 110} h90 M${cx - 290} ${cy + 70} h70" stroke="${p.soft}" stroke-width="8" stroke-linecap="round"/>`;

const lifebuoy: Draw = (_rng, p, cx, cy) =>
  `<circle cx="${cx}" cy="${cy}" r="120" fill="none" stroke="#ffffff" stroke-width="60"/>` +
  `<circle cx="${cx}" cy="${cy}" r="120" fill="none" stroke="${p.accent}" stroke-width="60" stroke-dasharray="94 94" transform="rotate(-22 ${cx} ${cy})"/>` +
  `<circle cx="${cx}" cy="${cy}" r="160" fill="none" stroke="${p.soft}" stroke-width="3" stroke-dasharray="6 10"/>`;

const compass: Draw = (_rng, p, cx, cy) =>
  `<circle cx="${cx}" cy="${cy}" r="150" fill="none" stroke="${p.soft}" stroke-width="6"/>` +
  `<circle cx="${cx}" cy="${cy}" r="118" fill="none" stroke="${p.soft}" stroke-width="2" stroke-dasharray="4 14"/>` +
  `<polygon points="${points([
    [cx, cy - 130],
    [cx + 26, cy],
    [cx, cy + 130],
    [cx - 26, cy],
  ])}" fill="${p.soft}"/>` +
  `<polygon points="${points([
    [cx, cy - 130],
    [cx + 26, cy],
    [cx - 26, cy],
  ])}" fill="${p.accent}"/><circle cx="${cx}" cy="${cy}" r="12" fill="${p.bg1}"/>`;

const chart: Draw = (rng, p, cx, cy) => {
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = 50 + i * 30 + rng.int(0, 30);
    return `<rect x="${cx - 200 + i * 70}" y="${cy + 140 - h}" width="44" height="${h}" rx="6" fill="${i === 5 ? p.accent : p.soft}" opacity="0.9"/>`;
  }).join('');
  return `${bars}<path d="M${cx - 200} ${cy + 40} C${cx - 80} ${cy + 20} ${cx} ${cy - 60} ${cx + 200} ${cy - 140}" fill="none" stroke="#ffffff" stroke-width="5"/>`;
};

const road: Draw = (_rng, p, cx, cy) =>
  `<path d="M${cx - 240} ${cy + 150} C${cx - 60} ${cy + 60} ${cx + 40} ${cy - 10} ${cx + 240} ${cy - 150}" fill="none" stroke="${p.soft}" stroke-width="70" stroke-linecap="round"/>` +
  `<path d="M${cx - 240} ${cy + 150} C${cx - 60} ${cy + 60} ${cx + 40} ${cy - 10} ${cx + 240} ${cy - 150}" fill="none" stroke="${p.accent}" stroke-width="5" stroke-dasharray="24 18"/>` +
  `<path d="M${cx - 200} ${cy - 120} q60 -40 120 0 t120 0" fill="none" stroke="${p.soft}" stroke-width="3" opacity="0.7"/>`;

const MOTIFS: Record<Motif, Draw> = {
  blocks,
  contours,
  gears,
  mesh,
  device,
  plotter,
  orbit,
  pipes,
  points: pointsCloud,
  calendar,
  parcel,
  lifebuoy,
  compass,
  chart,
  road,
};

/** Draw a motif around (cx, cy). */
export const drawMotif = (motif: Motif, rng: Rng, palette: Palette, cx: number, cy: number): string =>
  MOTIFS[motif](rng, palette, cx, cy);
