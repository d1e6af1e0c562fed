/**
 * Full-bleed scenes (1200×800 for industries and page images, 1920×800 for heroes): simple
 * layered shapes that suggest a place or a discipline without pretending to be photographs.
 */
import type { Rng } from './random.ts';
import { bubbles, isoBox, points, type Palette } from './svg-kit.ts';

export type Scene =
  | 'skyline'
  | 'bridge'
  | 'parts'
  | 'services'
  | 'survey'
  | 'factory'
  | 'crane'
  | 'office'
  | 'workshop'
  | 'mountains'
  | 'coast'
  | 'islands';

type Draw = (rng: Rng, p: Palette, w: number, h: number) => string;

const ground = (p: Palette, w: number, h: number, y: number): string =>
  `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${p.bg1}" opacity="0.55"/>`;

const skyline: Draw = (rng, p, w, h) => {
  const towers: string[] = [];
  let x = 40;
  while (x < w - 60) {
    const tw = rng.int(70, 150);
    const th = rng.int(180, 520);
    towers.push(
      `<rect x="${x}" y="${h - 120 - th}" width="${tw}" height="${th}" fill="${rng.chance(0.3) ? p.accent : p.soft}" opacity="0.${rng.int(55, 95)}"/>`,
    );
    towers.push(`<rect x="${x}" y="${h - 120 - th}" width="${tw}" height="${th}" fill="url(#win)"/>`);
    x += tw + rng.int(8, 30);
  }
  return `<circle cx="${w - 220}" cy="170" r="90" fill="${p.accent}" opacity="0.8"/>${towers.join('')}${ground(p, w, h, h - 120)}`;
};

const bridge: Draw = (_rng, p, w, h) => {
  const deck = h - 300;
  const hangers = Array.from({ length: 15 }, (_, i) => {
    const x = 150 + i * 64;
    const t = (x - 600) / 450;
    const y = deck - 230 * (1 - t * t);
    return `<line x1="${x}" y1="${Math.round(y)}" x2="${x}" y2="${deck}" stroke="${p.soft}" stroke-width="4"/>`;
  }).join('');
  const waves = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M0 ${deck + 90 + i * 40} q75 -18 150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0" fill="none" stroke="${p.soft}" stroke-width="3" opacity="0.5"/>`,
  ).join('');
  return (
    `<rect x="0" y="${deck + 40}" width="${w}" height="${h - deck - 40}" fill="${p.bg1}" opacity="0.6"/>${waves}` +
    `<path d="M150 ${deck} Q600 ${deck - 460} 1050 ${deck}" fill="none" stroke="${p.accent}" stroke-width="18"/>${hangers}` +
    `<rect x="60" y="${deck}" width="${w - 120}" height="22" fill="${p.soft}"/>` +
    `<rect x="130" y="${deck}" width="40" height="120" fill="${p.soft}"/><rect x="1030" y="${deck}" width="40" height="120" fill="${p.soft}"/>`
  );
};

const parts: Draw = (_rng, p, w, h) => {
  const cx = w / 2;
  const cy = h / 2;
  return (
    `<circle cx="${cx - 180}" cy="${cy}" r="170" fill="none" stroke="${p.soft}" stroke-width="56" stroke-dasharray="40 30"/>` +
    `<circle cx="${cx - 180}" cy="${cy}" r="146" fill="${p.soft}"/><circle cx="${cx - 180}" cy="${cy}" r="54" fill="${p.bg1}"/>` +
    `<ellipse cx="${cx + 230}" cy="${cy + 120}" rx="110" ry="36" fill="${p.accent}"/><rect x="${cx + 120}" y="${cy - 100}" width="220" height="220" fill="${p.accent}" opacity="0.85"/>` +
    `<ellipse cx="${cx + 230}" cy="${cy - 100}" rx="110" ry="36" fill="#ffffff" opacity="0.9"/>` +
    `<polygon points="${points([
      [cx + 60, cy - 300],
      [cx + 120, cy - 265],
      [cx + 120, cy - 195],
      [cx + 60, cy - 160],
      [cx, cy - 195],
      [cx, cy - 265],
    ])}" fill="${p.soft}"/>` +
    `<path d="M${cx - 350} ${cy + 260} H${cx + 340} M${cx - 350} ${cy + 245} v30 M${cx + 340} ${cy + 245} v30" stroke="#ffffff" stroke-width="3" stroke-dasharray="12 8"/>`
  );
};

const services: Draw = (rng, p, w, h) => {
  const grid = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${i * 110}" y1="0" x2="${i * 110 - 200}" y2="${h}" stroke="${p.soft}" stroke-width="1" opacity="0.25"/>`,
  ).join('');
  const ducts = [180, 330, 480]
    .map(
      (y, i) =>
        `<rect x="-20" y="${y}" width="${w + 40}" height="${60 - i * 14}" rx="10" fill="${[p.soft, p.accent, '#ffffff'][i] ?? p.soft}" opacity="0.85"/>`,
    )
    .join('');
  const drops = Array.from({ length: 5 }, () => {
    const x = rng.int(80, w - 80);
    return `<rect x="${x}" y="240" width="18" height="${rng.int(200, 420)}" fill="${p.soft}" opacity="0.7"/>`;
  }).join('');
  return `${grid}${ducts}${drops}<circle cx="${w - 220}" cy="${h - 170}" r="90" fill="none" stroke="${p.accent}" stroke-width="14" stroke-dasharray="60 20"/>`;
};

const survey: Draw = (rng, p, w, h) => {
  const rings = Array.from(
    { length: 11 },
    (_, i) =>
      `<ellipse cx="${w / 2 + i * 6}" cy="${h / 2 + i * 4}" rx="${60 + i * 48}" ry="${40 + i * 30}" transform="rotate(${rng.int(-12, 12)} ${w / 2} ${h / 2})" fill="none" stroke="${i % 4 === 0 ? p.accent : p.soft}" stroke-width="${i % 4 === 0 ? 4 : 2}" opacity="0.8"/>`,
  ).join('');
  const pin = `<path d="M${w / 2 + 200} ${h / 2 - 40} c-50 0 -70 -40 -70 -70 a70 70 0 1 1 140 0 c0 30 -20 70 -70 70z" fill="${p.accent}"/><circle cx="${w / 2 + 200}" cy="${h / 2 - 112}" r="24" fill="${p.bg1}"/>`;
  return rings + pin;
};

const factory: Draw = (_rng, p, w, h) => {
  const base = h - 180;
  const roof = Array.from({ length: 6 }, (_, i) => {
    const x = 120 + i * 160;
    return `<polygon points="${points([
      [x, base - 160],
      [x + 160, base - 240],
      [x + 160, base - 160],
    ])}" fill="${p.soft}"/>`;
  }).join('');
  return (
    `${roof}<rect x="120" y="${base - 160}" width="960" height="160" fill="${p.soft}" opacity="0.9"/>` +
    `<rect x="900" y="${base - 420}" width="60" height="260" fill="${p.accent}"/><rect x="990" y="${base - 360}" width="50" height="200" fill="${p.accent}" opacity="0.8"/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<rect x="${160 + i * 110}" y="${base - 110}" width="70" height="60" fill="${p.bg1}" opacity="0.5"/>`,
    ).join('') +
    ground(p, w, h, base)
  );
};

const crane: Draw = (_rng, p, w, h) => {
  const base = h - 140;
  const floors = Array.from(
    { length: 6 },
    (_, i) => `<rect x="560" y="${base - (i + 1) * 70}" width="420" height="8" fill="${p.soft}"/>`,
  ).join('');
  return (
    `${floors}<path d="M560 ${base} V${base - 420} M770 ${base} V${base - 420} M980 ${base} V${base - 420}" stroke="${p.soft}" stroke-width="10"/>` +
    `<path d="M300 ${base} V120 M340 ${base} V120" stroke="${p.accent}" stroke-width="10"/>` +
    `<path d="M300 120 H1040 M160 120 H300" stroke="${p.accent}" stroke-width="14"/><rect x="150" y="120" width="90" height="60" fill="${p.accent}"/>` +
    `<path d="M860 134 V330" stroke="#ffffff" stroke-width="3"/><rect x="820" y="330" width="80" height="40" fill="#ffffff"/>` +
    ground(p, w, h, base)
  );
};

const office: Draw = (rng, p, w, h) => {
  const base = h - 120;
  return (
    isoBox(w / 2, base - 620, 300, 430, p.soft, p.bg1, p.accent) +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<line x1="${w / 2 + 20}" y1="${base - 300 + i * 60 - 140}" x2="${w / 2 + 280}" y2="${base - 430 + i * 60 - 140}" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`,
    ).join('') +
    bubbles(rng, 5, [80, 80, 400, 500], p.soft) +
    ground(p, w, h, base)
  );
};

const workshop: Draw = (_rng, p, _w, _h) => {
  const desks = Array.from({ length: 6 }, (_, i) => {
    const x = 160 + (i % 3) * 320;
    const y = 300 + Math.floor(i / 3) * 220;
    return (
      `<rect x="${x}" y="${y}" width="200" height="120" rx="8" fill="${p.bg1}" stroke="${p.soft}" stroke-width="6"/>` +
      `<rect x="${x + 20}" y="${y + 20}" width="160" height="80" fill="${i === 1 ? p.accent : p.bg2}"/>` +
      `<rect x="${x - 20}" y="${y + 140}" width="240" height="14" rx="7" fill="${p.soft}"/>`
    );
  }).join('');
  return (
    `<rect x="320" y="70" width="560" height="170" rx="10" fill="#ffffff" opacity="0.9"/>` +
    `<path d="M360 200 L480 120 L600 170 L720 100 L840 150" fill="none" stroke="${p.accent}" stroke-width="8"/>${desks}`
  );
};

const layers = (p: Palette, w: number, h: number, ridges: number[][], snow: boolean): string =>
  ridges
    .map((ys, i) => {
      const step = w / (ys.length - 1);
      const pts: [number, number][] = ys.map((y, j) => [j * step, y]);
      const fill = [p.soft, p.bg2, p.bg1][i] ?? p.bg1;
      const caps =
        snow && i === 0
          ? pts
              .filter(([, y]) => y < 330)
              .map(
                ([x, y]) =>
                  `<polygon points="${points([
                    [x - 40, y + 50],
                    [x, y],
                    [x + 40, y + 50],
                  ])}" fill="#ffffff" opacity="0.9"/>`,
              )
              .join('')
          : '';
      return `<polygon points="${points([[0, h], ...pts, [w, h]])}" fill="${fill}" opacity="${0.7 + i * 0.15}"/>${caps}`;
    })
    .join('');

const mountains: Draw = (_rng, p, w, h) =>
  `<circle cx="${w - 360}" cy="190" r="80" fill="${p.accent}" opacity="0.85"/>` +
  layers(
    p,
    w,
    h,
    [
      [520, 300, 420, 260, 380, 250, 330, 460, 500],
      [620, 520, 560, 470, 540, 500, 580, 540, 600],
      [720, 690, 700, 660, 700, 680, 710, 690, 700],
    ],
    true,
  );

const coast: Draw = (_rng, p, w, h) =>
  `<circle cx="360" cy="230" r="120" fill="${p.accent}" opacity="0.9"/>` +
  layers(
    p,
    w,
    h,
    [
      [560, 540, 520, 560, 500, 470, 520, 540, 520],
      [640, 620, 650, 610, 640, 630, 600, 640, 650],
      [740, 720, 730, 700, 720, 730, 710, 730, 720],
    ],
    false,
  ) +
  Array.from(
    { length: 4 },
    (_, i) =>
      `<path d="M0 ${610 + i * 40} q120 -20 240 0 t240 0 t240 0 t240 0 t240 0 t240 0 t240 0 t240 0" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`,
  ).join('');

const islands: Draw = (_rng, p, _w, _h) =>
  // Australia (west) and New Zealand (east), linked across the Tasman.
  `<path d="M280 300 c90 -70 250 -70 330 10 c60 60 40 170 -60 200 c-120 40 -300 10 -320 -80 c-10 -50 10 -100 50 -130z" fill="${p.soft}" opacity="0.9"/>` +
  `<path d="M1330 470 c60 -90 180 -60 230 -140 c40 -60 120 -40 110 40 c-10 80 -120 110 -170 190 c-50 80 -190 80 -170 -90z" fill="${p.soft}" opacity="0.9"/>` +
  `<path d="M610 360 Q980 120 1390 420" fill="none" stroke="${p.accent}" stroke-width="6" stroke-dasharray="18 14"/>` +
  `<circle cx="610" cy="360" r="14" fill="${p.accent}"/><circle cx="1390" cy="420" r="14" fill="${p.accent}"/>` +
  Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M0 ${620 + i * 36} q120 -16 240 0 t240 0 t240 0 t240 0 t240 0 t240 0 t240 0 t240 0" fill="none" stroke="${p.soft}" stroke-width="2" opacity="0.3"/>`,
  ).join('');

const SCENES: Record<Scene, Draw> = {
  skyline,
  bridge,
  parts,
  services,
  survey,
  factory,
  crane,
  office,
  workshop,
  mountains,
  coast,
  islands,
};

/** Draw a scene over a w×h canvas. */
export const drawScene = (scene: Scene, rng: Rng, palette: Palette, w: number, h: number): string =>
  SCENES[scene](rng, palette, w, h);

/** The window pattern the skyline uses (a `<defs>` entry). */
export const windowPattern = (p: Palette): string =>
  `<pattern id="win" width="24" height="32" patternUnits="userSpaceOnUse"><rect x="7" y="8" width="10" height="14" fill="${p.bg1}" opacity="0.35"/></pattern>`;
