/**
 * The local images: each kind of picture the dataset needs, drawn as a small SVG, registered once
 * by name, written to public/content/images/<name>.svg and described by a `sanity.imageAsset`
 * document (`_id: image-<name>-<w>x<h>-svg`) that image fields reference.
 */
import { doc, type Doc, type Obj } from './build.ts';
import { createRng } from './random.ts';
import { drawMotif, type Motif } from './svg-motifs.ts';
import { drawScene, windowPattern, type Scene } from './svg-scenes.ts';
import { bubbles, FONT, PALETTES, svgFile, text, wrap, type PaletteName } from './svg-kit.ts';

export interface ImageFile {
  name: string;
  width: number;
  height: number;
  svg: string;
}

const files = new Map<string, ImageFile>();

const assetId = (file: ImageFile): string => `image-${file.name}-${file.width}x${file.height}-svg`;

/** Register an image once by name; returns its asset `_id`. */
function register(name: string, width: number, height: number, draw: () => string): string {
  let file = files.get(name);
  if (!file) {
    file = { name, width, height, svg: draw() };
    files.set(name, file);
  }
  return assetId(file);
}

/** An image field referencing an asset, with its alternative text. */
export const image = (asset: string, alt: string): Obj => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: asset },
  alt,
});

/** Product art: the product's motif with its name and vendor (800×600). */
export function productArt(slug: string, name: string, vendor: string, motif: Motif, palette: PaletteName): string {
  return register(`product-${slug}`, 800, 600, () => {
    const p = PALETTES[palette];
    const rng = createRng(`product-${slug}`);
    return svgFile(
      800,
      600,
      `${name} by ${vendor}`,
      p,
      bubbles(rng, 3, [0, 0, 800, 600], p.soft) +
        drawMotif(motif, rng, p, 520, 230) +
        text(48, 470, 22, p.ink, vendor.toUpperCase(), 'letter-spacing="3" opacity="0.75"') +
        text(48, 530, Math.min(48, Math.floor(700 / (name.length * 0.62))), p.ink, name, 'font-weight="700"'),
    );
  });
}

/** A scene 1200×800 (industries, page images). */
export function sceneImage(name: string, scene: Scene, palette: PaletteName, title: string): string {
  return register(name, 1200, 800, () => {
    const p = PALETTES[palette];
    return svgFile(
      1200,
      800,
      title,
      p,
      drawScene(scene, createRng(name), p, 1200, 800),
      scene === 'skyline' ? windowPattern(p) : '',
    );
  });
}

/** A hero 1920×800 with room for an overlay heading on the left. */
export function heroImage(name: string, scene: Scene, palette: PaletteName, title: string): string {
  return register(name, 1920, 800, () => {
    const p = PALETTES[palette];
    return svgFile(1920, 800, title, p, drawScene(scene, createRng(name), p, 1920, 800));
  });
}

const BLOG_LOOK = {
  read: { palette: 'harbour', label: 'Article' },
  watch: { palette: 'dusk', label: 'Webinar' },
  download: { palette: 'sea', label: 'White paper' },
  video: { palette: 'clay', label: 'Video' },
  howTo: { palette: 'bush', label: 'How to' },
} as const satisfies Record<string, { palette: PaletteName; label: string }>;

export type BlogLook = keyof typeof BLOG_LOOK;

/** A blog preview card 800×450: the type label, the title and an abstract backdrop. */
export function blogPreview(slug: string, title: string, type: BlogLook, motif: Motif): string {
  return register(`blog-${slug}`, 800, 450, () => {
    const look = BLOG_LOOK[type];
    const p = PALETTES[look.palette];
    const rng = createRng(`blog-${slug}`);
    const lines = wrap(title, 30, 3);
    const titleY = 420 - lines.length * 44;
    const play =
      type === 'video' || type === 'watch'
        ? `<circle cx="640" cy="120" r="54" fill="${p.ink}" opacity="0.9"/><polygon points="624,92 624,148 672,120" fill="${p.bg2}"/>`
        : '';
    return svgFile(
      800,
      450,
      title,
      p,
      `<g opacity="0.45">${drawMotif(motif, rng, p, 600, 170)}</g>${play}` +
        `<rect x="40" y="36" width="${look.label.length * 15 + 40}" height="40" rx="20" fill="${p.accent}"/>` +
        text(58, 63, 18, p.bg1, look.label.toUpperCase(), 'font-weight="700" letter-spacing="1"') +
        lines.map((line, i) => text(40, titleY + i * 44, 36, p.ink, line, 'font-weight="700"')).join(''),
    );
  });
}

/** A team avatar 400×400 with the person's initials. */
export function avatar(slug: string, name: string, palette: PaletteName): string {
  return register(`team-${slug}`, 400, 400, () => {
    const p = PALETTES[palette];
    const initials = name
      .split(/\s+/)
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return svgFile(
      400,
      400,
      `Portrait placeholder for ${name}`,
      p,
      bubbles(createRng(`team-${slug}`), 3, [0, 0, 400, 400], p.soft) +
        `<circle cx="200" cy="200" r="130" fill="${p.soft}" opacity="0.25"/>` +
        text(200, 248, 130, p.ink, initials, 'font-weight="700" text-anchor="middle"'),
    );
  });
}

const ICONS = {
  licence: (c: string) =>
    `<circle cx="36" cy="48" r="14" fill="none" stroke="${c}" stroke-width="6"/><path d="M50 48 H76 M66 48 V60 M74 48 V58" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  support: (c: string) =>
    `<circle cx="48" cy="48" r="24" fill="none" stroke="${c}" stroke-width="6"/><circle cx="48" cy="48" r="10" fill="none" stroke="${c}" stroke-width="6"/><path d="M31 31 L41 41 M65 31 L55 41 M31 65 L41 55 M65 65 L55 55" stroke="${c}" stroke-width="5"/>`,
  training: (c: string) =>
    `<polygon points="48,22 82,38 48,54 14,38" fill="${c}"/><path d="M28 46 V62 Q48 74 68 62 V46" fill="none" stroke="${c}" stroke-width="6"/>`,
  hardware: (c: string) =>
    `<rect x="18" y="22" width="60" height="40" rx="4" fill="none" stroke="${c}" stroke-width="6"/><path d="M40 74 H56 M48 62 V74" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  cloud: (c: string) =>
    `<path d="M30 66 a14 14 0 0 1 0 -28 a20 20 0 0 1 38 -4 a14 14 0 0 1 0 32z" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/>`,
  shield: (c: string) =>
    `<path d="M48 18 L74 28 V48 C74 64 62 74 48 80 C34 74 22 64 22 48 V28z" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><path d="M36 48 L45 57 L61 40" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  people: (c: string) =>
    `<circle cx="36" cy="36" r="10" fill="${c}"/><circle cx="62" cy="36" r="10" fill="${c}"/><path d="M18 72 a18 18 0 0 1 36 0 M44 72 a18 18 0 0 1 36 0" fill="none" stroke="${c}" stroke-width="6"/>`,
  map: (c: string) =>
    `<path d="M48 80 C30 58 24 48 24 38 a24 24 0 0 1 48 0 c0 10 -6 20 -24 42z" fill="none" stroke="${c}" stroke-width="6"/><circle cx="48" cy="38" r="8" fill="${c}"/>`,
} as const;

export type IconName = keyof typeof ICONS;

/** A 96×96 round icon for info grids. */
export function icon(name: IconName): string {
  return register(`icon-${name}`, 96, 96, () => {
    const p = PALETTES.sea;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><title>${name} icon</title>` +
      `<circle cx="48" cy="48" r="48" fill="${p.bg2}"/>${ICONS[name](p.ink)}</svg>\n`
    );
  });
}

/** A software screen 1200×750: an application window around a motif. */
export function screen(name: string, motif: Motif, palette: PaletteName, title: string): string {
  return register(`screen-${name}`, 1200, 750, () => {
    const p = PALETTES[palette];
    const rng = createRng(`screen-${name}`);
    const rows = (x: number, count: number): string =>
      Array.from(
        { length: count },
        (_, i) =>
          `<rect x="${x}" y="${130 + i * 34}" width="${rng.int(90, 170)}" height="12" rx="6" fill="${p.soft}" opacity="0.5"/>`,
      ).join('');
    return svgFile(
      1200,
      750,
      title,
      p,
      `<rect x="40" y="40" width="1120" height="670" rx="16" fill="${p.bg1}"/><rect x="40" y="40" width="1120" height="48" rx="16" fill="#000000" opacity="0.25"/>` +
        ['#ff5f57', '#febc2e', '#28c840']
          .map((c, i) => `<circle cx="${72 + i * 26}" cy="64" r="8" fill="${c}"/>`)
          .join('') +
        `<rect x="60" y="108" width="220" height="582" rx="8" fill="#000000" opacity="0.15"/>${rows(80, 12)}` +
        `<rect x="300" y="108" width="620" height="582" rx="8" fill="${p.bg2}" opacity="0.5"/>${drawMotif(motif, rng, p, 610, 400)}` +
        `<rect x="940" y="108" width="200" height="582" rx="8" fill="#000000" opacity="0.15"/>${rows(958, 10)}`,
    );
  });
}

/** The default social sharing card 1200×630. */
export function ogCard(): string {
  return register('og-default', 1200, 630, () => {
    const p = PALETTES.sea;
    return svgFile(
      1200,
      630,
      'Tasman CAD: design software, hardware and training for Australia and New Zealand',
      p,
      `<g transform="translate(380 200) scale(0.45)">${drawScene('islands', createRng('og'), p, 1920, 800)}</g>` +
        `<text x="80" y="150" font-family="${FONT}" font-size="96" font-weight="800" fill="${p.ink}">Tasman CAD</text>` +
        text(80, 210, 34, p.ink, 'Design software, hardware and training', 'opacity="0.9"') +
        text(80, 255, 34, p.ink, 'for Australia and New Zealand', 'opacity="0.9"'),
    );
  });
}

/** Every registered image as a `sanity.imageAsset` document. */
export function imageAssetDocs(): Doc[] {
  return [...files.values()].map((file) =>
    doc(
      'sanity.imageAsset',
      assetId(file),
      {
        url: `/content/images/${file.name}.svg`,
        originalFilename: `${file.name}.svg`,
        extension: 'svg',
        mimeType: 'image/svg+xml',
        size: Buffer.byteLength(file.svg),
        metadata: {
          dimensions: {
            width: file.width,
            height: file.height,
            aspectRatio: Number((file.width / file.height).toFixed(4)),
          },
        },
      },
      '2025-01-15T00:00:00Z',
    ),
  );
}

/** Every registered image file. */
export const imageFiles = (): ImageFile[] => [...files.values()];
