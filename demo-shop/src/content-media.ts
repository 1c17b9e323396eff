import { createHash } from 'node:crypto';
import { ARTICLES, ARTICLE_COVER_DIR, COVER, PHOTOS, PHOTO_DIR, type ArticleArt, type Palette, type PhotoMotif } from './content-data/structure';

/**
 * Still-life pictures of the shop's goods drawn as SVG: article covers and gallery photos. Deterministic,
 * so reseeding produces the same files. Each motif is drawn standing on a baseline at y = 0, centred on
 * x = 0, about 100 units tall, in the colours of a palette.
 */

interface Colors {
  bg1: string;
  bg2: string;
  surface: string;
  main: string;
  accent: string;
  dark: string;
  light: string;
}

const PALETTES: Record<Palette, Colors> = {
  clay: { bg1: '#f6ebe1', bg2: '#e8cfbb', surface: '#d9b89e', main: '#b8643e', accent: '#ecc29b', dark: '#5a3424', light: '#fdf7f1' },
  oat: { bg1: '#f4efe6', bg2: '#e0d6c5', surface: '#cdbfa8', main: '#c9b79a', accent: '#8d7b62', dark: '#4a4034', light: '#fbf8f2' },
  rust: { bg1: '#f4e4d8', bg2: '#dfb195', surface: '#c98f6c', main: '#a8471f', accent: '#e3a866', dark: '#4d2414', light: '#fbefe6' },
  sage: { bg1: '#edf1ea', bg2: '#ccd8c6', surface: '#b3c2ab', main: '#7c9473', accent: '#dccca9', dark: '#34432f', light: '#f7f9f5' },
  honey: { bg1: '#f8eed9', bg2: '#ecd099', surface: '#d9b46e', main: '#d4962e', accent: '#8a5a1c', dark: '#4b3312', light: '#fff9ee' },
  sea: { bg1: '#e6eef2', bg2: '#bcd0da', surface: '#a3bac6', main: '#3f6f88', accent: '#e3ebef', dark: '#1f3a48', light: '#f6fafc' },
  sand: { bg1: '#f5f0e7', bg2: '#e3d6bf', surface: '#cfbd9c', main: '#c2a37a', accent: '#6d5a3e', dark: '#3d3325', light: '#fcfaf5' },
  forest: { bg1: '#e8ede5', bg2: '#bccbb8', surface: '#9fb39a', main: '#2f5d45', accent: '#c89f5d', dark: '#1b3428', light: '#f5f8f3' },
};

type Draw = (c: Colors) => string;

const hanger = (c: Colors) =>
  `<path d="M0 -118 q0 -8 6 -8 q6 0 6 6 q0 5 -6 8 L0 -108" fill="none" stroke="${c.dark}" stroke-width="2.2"/>` +
  `<path d="M-34 -96 L0 -110 L34 -96" fill="none" stroke="${c.dark}" stroke-width="2.6" stroke-linejoin="round"/>`;

const ribs = (x1: number, x2: number, y: number, h: number, color: string, step = 5) => {
  let out = '';
  for (let x = x1 + step / 2; x < x2; x += step)
    out += `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + h}" stroke="${color}" stroke-width="1.2" opacity="0.45"/>`;
  return out;
};

const MOTIFS: Record<PhotoMotif, Draw> = {
  mugs: (c) => mug(c, -26, c.main) + mug(c, 26, c.accent),
  vases: (c) =>
    `<path d="M-62 0 q-14 -30 0 -52 q6 -10 2 -22 h14 q-4 12 2 22 q14 22 0 52 z" fill="${c.main}"/>` +
    `<path d="M-14 0 q-20 -40 -6 -70 q4 -10 0 -26 h12 q-4 16 0 26 q14 30 -6 70 z" fill="${c.accent}"/>` +
    `<path d="M38 0 q-22 -18 -14 -38 q10 -18 28 -18 q18 0 28 18 q8 20 -14 38 z" fill="${c.dark}"/>` +
    `<path d="M-4 -96 q-18 -30 -4 -56 M-4 -96 q10 -24 30 -34" fill="none" stroke="${c.dark}" stroke-width="2"/>`,
  candles: (c) => candle(c, -50, 46) + candle(c, 0, 64) + candle(c, 48, 38),
  bowls: (c) =>
    `<path d="M-60 -24 h120 q-6 24 -60 24 q-54 0 -60 -24 z" fill="${c.main}"/>` +
    `<path d="M-50 -40 h100 q-6 20 -50 20 q-44 0 -50 -20 z" fill="${c.accent}"/>` +
    `<path d="M-40 -54 h80 q-4 16 -40 16 q-36 0 -40 -16 z" fill="${c.dark}"/>` +
    `<ellipse cx="0" cy="-54" rx="40" ry="5" fill="${c.light}" opacity="0.6"/>`,
  table: (c) =>
    `<rect x="-120" y="-44" width="240" height="8" rx="2" fill="${c.dark}"/>` +
    `<rect x="-110" y="-36" width="8" height="36" fill="${c.dark}"/><rect x="102" y="-36" width="8" height="36" fill="${c.dark}"/>` +
    `<ellipse cx="-66" cy="-47" rx="30" ry="5" fill="${c.light}"/><ellipse cx="-66" cy="-48" rx="18" ry="3" fill="${c.accent}"/>` +
    `<ellipse cx="40" cy="-47" rx="30" ry="5" fill="${c.light}"/><ellipse cx="40" cy="-48" rx="18" ry="3" fill="${c.accent}"/>` +
    `<path d="M-20 -44 v-22 h10 v22 z" fill="${c.light}" opacity="0.8"/><path d="M-15 -66 q-4 -8 0 -14 q4 6 0 14" fill="${c.accent}"/>` +
    `<path d="M86 -44 q-8 -14 0 -28 h8 q8 14 0 28 z" fill="${c.main}"/><path d="M90 -72 q-10 -20 4 -34 M90 -72 q8 -14 -2 -28" fill="none" stroke="${c.dark}" stroke-width="1.6"/>` +
    `<path d="M4 -44 l3 -20 h10 l3 20 z" fill="${c.light}" opacity="0.55"/>`,
  bed: (c) =>
    `<rect x="-120" y="-96" width="14" height="96" rx="3" fill="${c.dark}"/>` +
    `<rect x="-112" y="-44" width="232" height="30" rx="6" fill="${c.light}"/>` +
    `<rect x="-104" y="-66" width="50" height="22" rx="10" fill="${c.light}" stroke="${c.accent}" stroke-width="1.5"/>` +
    `<path d="M-50 -50 q60 -14 170 -4 v40 h-170 z" fill="${c.main}"/>` +
    `<path d="M-50 -50 q60 -14 170 -4" fill="none" stroke="${c.accent}" stroke-width="2"/>` +
    `<rect x="-112" y="-14" width="8" height="14" fill="${c.dark}"/><rect x="110" y="-14" width="8" height="14" fill="${c.dark}"/>`,
  'chair-throw': (c) =>
    chair(c) +
    `<path d="M-26 -104 q-6 30 4 58 l-8 30 h26 l10 -40 q4 -24 -2 -48 z" fill="${c.main}"/>` +
    `<path d="M-22 -96 l26 0 M-24 -84 l28 0 M-22 -72 l26 0" stroke="${c.accent}" stroke-width="2"/>` +
    `<path d="M-30 -16 h26 l-4 8 h-26 z" fill="${c.accent}"/>`,
  chair: (c) => chair(c),
  sweater: (c) =>
    hanger(c) +
    `<path d="M-34 -96 q34 12 68 0 l30 18 l14 52 l-16 4 l-12 -34 v56 h-100 v-56 l-12 34 l-16 -4 l14 -52 z" fill="${c.main}"/>` +
    `<path d="M-34 -96 q34 12 68 0" fill="none" stroke="${c.dark}" stroke-width="2"/>` +
    ribs(-34, 34, -12, 10, c.light) +
    `<path d="M-30 -62 h60 M-30 -52 h60" stroke="${c.accent}" stroke-width="3" opacity="0.7"/>`,
  shirt: (c) =>
    hanger(c) +
    `<path d="M-30 -96 l30 8 l30 -8 l30 16 l12 48 l-16 4 l-12 -32 v60 h-88 v-60 l-12 32 l-16 -4 l12 -48 z" fill="${c.light}" stroke="${c.accent}" stroke-width="1.5"/>` +
    `<path d="M-12 -94 l12 16 l12 -16" fill="${c.main}"/>` +
    `<line x1="0" y1="-78" x2="0" y2="0" stroke="${c.accent}" stroke-width="1.2"/>` +
    [-66, -50, -34, -18].map((y) => `<circle cx="3" cy="${y}" r="1.8" fill="${c.dark}"/>`).join(''),
  jacket: (c) =>
    hanger(c) +
    `<path d="M-32 -98 q32 -16 64 0 l26 14 l12 68 l-16 4 l-12 -40 v52 h-94 v-52 l-12 40 l-16 -4 l12 -68 z" fill="${c.main}"/>` +
    `<path d="M-18 -104 q18 -16 36 0 l-4 12 h-28 z" fill="${c.dark}"/>` +
    `<line x1="0" y1="-92" x2="0" y2="0" stroke="${c.accent}" stroke-width="2"/>` +
    `<rect x="-30" y="-40" width="18" height="12" rx="2" fill="none" stroke="${c.accent}" stroke-width="1.6"/><rect x="12" y="-40" width="18" height="12" rx="2" fill="none" stroke="${c.accent}" stroke-width="1.6"/>`,
  apron: (c) =>
    hanger(c) +
    `<path d="M-20 -96 h40 v22 q18 4 22 16 l-6 58 h-72 l-6 -58 q4 -12 22 -16 z" fill="${c.main}"/>` +
    `<path d="M-42 -58 q-20 6 -26 30 M42 -58 q20 6 26 30" fill="none" stroke="${c.main}" stroke-width="3"/>` +
    `<rect x="-22" y="-44" width="44" height="20" rx="3" fill="none" stroke="${c.accent}" stroke-width="2"/>`,
  tote: (c) =>
    `<path d="M-24 -78 q0 -34 24 -34 q24 0 24 34" fill="none" stroke="${c.accent}" stroke-width="5"/>` +
    `<path d="M-44 -80 h88 l6 80 h-100 z" fill="${c.main}"/>` +
    `<rect x="-24" y="-56" width="48" height="28" rx="3" fill="${c.light}" opacity="0.8"/>` +
    `<circle cx="0" cy="-42" r="7" fill="${c.accent}"/>`,
  scarf: (c) => {
    const stripes = [c.main, c.light, c.dark, c.light, c.main, c.accent];
    const band = stripes
      .map((col, i) => `<path d="M${-110 + i * 6} ${-70 + i * 4} q70 -40 130 6 q40 30 90 -6" fill="none" stroke="${col}" stroke-width="7"/>`)
      .join('');
    return band + `<path d="M80 -46 v40 M88 -46 v44 M96 -48 v42 M104 -52 v40" stroke="${c.dark}" stroke-width="2"/>`;
  },
  lamp: (c) =>
    `<line x1="0" y1="-400" x2="0" y2="-150" stroke="${c.dark}" stroke-width="2"/>` +
    `<ellipse cx="0" cy="-110" rx="44" ry="42" fill="${c.light}"/>` +
    `<ellipse cx="0" cy="-110" rx="44" ry="42" fill="${c.accent}" opacity="0.25"/>` +
    [-30, -15, 0, 15, 30].map((x) => `<path d="M${x} -151 q${x * 0.55} 41 0 82" fill="none" stroke="${c.main}" stroke-width="1" opacity="0.5"/>`).join('') +
    `<circle cx="0" cy="-110" r="70" fill="${c.light}" opacity="0.18"/>` +
    `<path d="M-60 0 q-6 -22 10 -22 h100 q16 0 10 22 z" fill="${c.main}"/><rect x="-44" y="-40" width="30" height="18" fill="${c.dark}"/><rect x="-10" y="-34" width="22" height="12" fill="${c.accent}"/>`,
  plant: (c) =>
    `<path d="M-30 -36 h60 l-8 36 h-44 z" fill="${c.accent}"/><rect x="-33" y="-42" width="66" height="8" rx="2" fill="${c.accent}"/>` +
    `<path d="M0 -42 v-60 M0 -70 l-22 -22 M0 -80 l20 -24" stroke="${c.dark}" stroke-width="3" fill="none"/>` +
    [
      [-24, -96, -30],
      [-14, -110, 20],
      [10, -116, -20],
      [22, -104, 30],
      [-30, -80, 10],
      [26, -84, -10],
      [0, -128, 0],
      [-8, -92, 40],
      [12, -92, -40],
    ]
      .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="13" ry="5" transform="rotate(${r} ${x} ${y})" fill="${c.main}"/>`)
      .join(''),
  stack: (c) =>
    [c.main, c.light, c.accent, c.main, c.light]
      .map(
        (col, i) =>
          `<rect x="${-50 + (i % 2) * 4}" y="${-22 - i * 22}" width="100" height="22" rx="9" fill="${col}" stroke="${c.dark}" stroke-opacity="0.25"/>` +
          `<path d="M${-42 + (i % 2) * 4} ${-16 - i * 22} h84" stroke="${c.dark}" stroke-opacity="0.2" stroke-dasharray="3 3"/>`,
      )
      .join(''),
  cushions: (c) =>
    `<rect x="-120" y="-70" width="240" height="50" rx="14" fill="${c.surface}"/><rect x="-130" y="-36" width="260" height="26" rx="10" fill="${c.dark}"/>` +
    `<rect x="-124" y="-10" width="8" height="10" fill="${c.dark}"/><rect x="116" y="-10" width="8" height="10" fill="${c.dark}"/>` +
    `<path d="M-92 -40 q-6 -34 4 -46 q34 -6 56 4 q6 26 -2 44 z" fill="${c.main}"/>` +
    `<path d="M-20 -40 q-4 -30 6 -40 q30 -4 46 4 q4 22 -4 36 z" fill="${c.accent}"/>` +
    `<path d="M48 -40 q-6 -34 4 -46 q34 -6 56 4 q6 26 -2 44 z" fill="${c.light}"/>`,
  wheel: (c) =>
    `<rect x="-70" y="-30" width="140" height="30" rx="6" fill="${c.dark}"/>` +
    `<ellipse cx="0" cy="-32" rx="56" ry="8" fill="${c.accent}"/>` +
    `<path d="M-26 -34 q-10 -22 4 -44 q6 -8 4 -16 h36 q-2 8 4 16 q14 22 4 44 z" fill="${c.main}"/>` +
    `<ellipse cx="0" cy="-94" rx="18" ry="4" fill="${c.dark}" opacity="0.5"/>` +
    `<path d="M-12 -60 q12 4 24 0 M-14 -48 q14 4 28 0" stroke="${c.light}" stroke-width="1.2" fill="none" opacity="0.6"/>`,
  beanie: (c) =>
    `<path d="M-46 -24 q0 -62 46 -62 q46 0 46 62 z" fill="${c.main}"/>` +
    `<rect x="-50" y="-28" width="100" height="28" rx="6" fill="${c.main}"/>` +
    ribs(-50, 50, -28, 28, c.dark, 6) +
    `<circle cx="0" cy="-92" r="15" fill="${c.accent}"/>`,
  socks: (c) => sock(c, -34, c.main, 1) + sock(c, 30, c.accent, -1),
  carafe: (c) =>
    `<path d="M-14 -130 h22 v30 q28 20 28 62 q0 38 -38 38 h-2 q-38 0 -38 -38 q0 -42 28 -62 z" fill="${c.accent}" opacity="0.55" stroke="${c.main}" stroke-width="2"/>` +
    `<path d="M-34 -40 q0 30 30 34 q34 -4 34 -34 z" fill="${c.main}" opacity="0.45"/>` +
    `<path d="M46 0 l-4 -44 h32 l-4 44 z" fill="${c.accent}" opacity="0.6" stroke="${c.main}" stroke-width="2"/>` +
    `<path d="M-82 0 l-4 -38 h30 l-4 38 z" fill="${c.accent}" opacity="0.6" stroke="${c.main}" stroke-width="2"/>`,
  baskets: (c) => basket(c, -56, 70, 56) + basket(c, 34, 90, 74),
  // The building is drawn at twice the size of the others and scaled down.
  shopfront: (c) =>
    `<g transform="scale(0.5)">` +
    `<rect x="-150" y="-230" width="300" height="230" fill="${c.light}"/>` +
    `<rect x="-150" y="-230" width="300" height="40" fill="${c.main}"/>` +
    `<text x="0" y="-202" font-family="Georgia, serif" font-size="22" letter-spacing="8" text-anchor="middle" fill="${c.light}">AURORA</text>` +
    Array.from({ length: 10 }, (_, i) => `<path d="M${-150 + i * 30} -190 h30 v18 q-15 10 -30 0 z" fill="${i % 2 ? c.light : c.accent}"/>`).join('') +
    `<rect x="-130" y="-160" width="160" height="120" fill="${c.accent}" opacity="0.35" stroke="${c.dark}" stroke-width="4"/>` +
    `<rect x="56" y="-160" width="70" height="160" fill="${c.dark}"/><circle cx="66" cy="-80" r="3" fill="${c.accent}"/>` +
    `<path d="M-110 -40 q0 -30 20 -30 q20 0 20 30 z" fill="${c.main}"/><rect x="-50" y="-72" width="30" height="32" fill="${c.surface}"/>` +
    `<rect x="-150" y="-40" width="180" height="40" fill="${c.surface}"/></g>`,
};

function mug(c: Colors, x: number, color: string) {
  return (
    `<path d="M${x + 20} -42 q18 0 18 14 q0 14 -18 14" fill="none" stroke="${color}" stroke-width="6"/>` +
    `<path d="M${x - 22} -50 h44 v44 q0 6 -6 6 h-32 q-6 0 -6 -6 z" fill="${color}"/>` +
    `<ellipse cx="${x}" cy="-50" rx="22" ry="4" fill="${c.dark}" opacity="0.5"/>` +
    `<path d="M${x - 6} -60 q-6 -8 0 -16 q6 -8 0 -16 M${x + 6} -60 q-6 -8 0 -16" fill="none" stroke="${c.light}" stroke-width="2" opacity="0.8"/>`
  );
}

function candle(c: Colors, x: number, h: number) {
  return (
    `<rect x="${x - 18}" y="${-h}" width="36" height="${h}" rx="4" fill="${c.light}" stroke="${c.accent}" stroke-width="1.5"/>` +
    `<rect x="${x - 18}" y="${-h * 0.55}" width="36" height="${h * 0.3}" fill="${c.main}" opacity="0.85"/>` +
    `<line x1="${x}" y1="${-h}" x2="${x}" y2="${-h - 6}" stroke="${c.dark}" stroke-width="1.5"/>` +
    `<path d="M${x} ${-h - 24} q8 10 0 18 q-8 -8 0 -18" fill="#f6b73c"/>` +
    `<circle cx="${x}" cy="${-h - 14}" r="16" fill="#f6b73c" opacity="0.18"/>`
  );
}

function chair(c: Colors) {
  return (
    `<rect x="-40" y="-118" width="8" height="118" rx="2" fill="${c.dark}"/>` +
    `<rect x="-40" y="-118" width="60" height="8" rx="2" fill="${c.dark}"/>` +
    `<rect x="-40" y="-96" width="60" height="5" rx="2" fill="${c.dark}"/>` +
    `<rect x="-44" y="-54" width="84" height="9" rx="2" fill="${c.accent}"/>` +
    `<rect x="30" y="-45" width="8" height="45" rx="2" fill="${c.dark}"/><rect x="-12" y="-45" width="6" height="40" fill="${c.dark}" opacity="0.6"/>`
  );
}

function sock(c: Colors, x: number, color: string, dir: 1 | -1) {
  return (
    `<path d="M${x - 12} -100 h24 v56 q0 8 ${dir * 8} 14 l${dir * 24} 14 q${dir * 10} 8 0 16 h${-dir * 40} q${-dir * 16} 0 ${-dir * 16} -16 z" fill="${color}"/>` +
    `<rect x="${x - 12}" y="-100" width="24" height="14" fill="${c.dark}" opacity="0.35"/>` +
    `<path d="M${x - 12} -64 h24 M${x - 12} -56 h24" stroke="${c.light}" stroke-width="2.5" opacity="0.7"/>`
  );
}

function basket(c: Colors, x: number, w: number, h: number) {
  let weave = '';
  for (let y = -h + 8; y < 0; y += 8)
    weave += `<line x1="${x - w / 2 + 3}" y1="${y}" x2="${x + w / 2 - 3}" y2="${y}" stroke="${c.dark}" stroke-width="1" opacity="0.35"/>`;
  for (let i = -w / 2 + 8; i < w / 2; i += 10)
    weave += `<line x1="${x + i}" y1="${-h}" x2="${x + i * 0.9}" y2="0" stroke="${c.dark}" stroke-width="1" opacity="0.2"/>`;
  return (
    `<path d="M${x - w / 2} ${-h} h${w} l-6 ${h} h${-w + 12} z" fill="${c.main}"/>` +
    weave +
    `<rect x="${x - w / 2 - 2}" y="${-h - 4}" width="${w + 4}" height="7" rx="3" fill="${c.accent}"/>`
  );
}

export interface Placement {
  motif: PhotoMotif;
  /** Horizontal centre, 0..1 of the width. */
  x: number;
  /** Relative size; 1 is the motif at about half the picture's height. */
  size: number;
}

/** A still life: wall, window light, a surface, each object with its shadow. */
export function drawScene(width: number, height: number, palette: Palette, items: readonly Placement[], id: string): string {
  const c = PALETTES[palette];
  const floor = Math.round(height * 0.76);
  const unit = (height * 0.5) / 100;
  const objects = items
    .map((item) => {
      const s = +(unit * item.size).toFixed(3);
      const x = Math.round(width * item.x);
      return (
        `<ellipse cx="${x}" cy="${floor + 4}" rx="${Math.round(70 * s)}" ry="${Math.round(8 * s)}" fill="${c.dark}" opacity="0.12"/>` +
        `<g transform="translate(${x} ${floor}) scale(${s})">${MOTIFS[item.motif](c)}</g>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.bg1}"/><stop offset="1" stop-color="${c.bg2}"/></linearGradient>` +
    `<radialGradient id="${id}-sun" cx="0.22" cy="0.18" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id}-wall)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#${id}-sun)"/>` +
    `<rect y="${floor}" width="${width}" height="${height - floor}" fill="${c.surface}"/>` +
    `<rect y="${floor}" width="${width}" height="3" fill="${c.dark}" opacity="0.15"/>` +
    objects +
    `</svg>`
  );
}

const COVERS: Record<ArticleArt, { palette: Palette; items: Placement[] }> = {
  linen: {
    palette: 'oat',
    items: [
      { motif: 'stack', x: 0.3, size: 0.9 },
      { motif: 'shirt', x: 0.66, size: 1 },
    ],
  },
  table: { palette: 'rust', items: [{ motif: 'table', x: 0.5, size: 1.25 }] },
  knit: {
    palette: 'sea',
    items: [
      { motif: 'sweater', x: 0.36, size: 1 },
      { motif: 'socks', x: 0.7, size: 0.8 },
    ],
  },
  lamp: {
    palette: 'honey',
    items: [
      { motif: 'lamp', x: 0.48, size: 0.9 },
      { motif: 'plant', x: 0.78, size: 0.8 },
      { motif: 'chair', x: 0.22, size: 0.8 },
    ],
  },
  ceramics: {
    palette: 'clay',
    items: [
      { motif: 'wheel', x: 0.32, size: 1 },
      { motif: 'vases', x: 0.7, size: 0.9 },
    ],
  },
  wardrobe: {
    palette: 'sand',
    items: [
      { motif: 'shirt', x: 0.26, size: 0.9 },
      { motif: 'sweater', x: 0.5, size: 0.9 },
      { motif: 'jacket', x: 0.74, size: 0.9 },
    ],
  },
  candles: { palette: 'honey', items: [{ motif: 'candles', x: 0.5, size: 1.2 }] },
  dyes: {
    palette: 'sage',
    items: [
      { motif: 'scarf', x: 0.4, size: 1 },
      { motif: 'bowls', x: 0.78, size: 0.8 },
    ],
  },
  bedroom: { palette: 'oat', items: [{ motif: 'bed', x: 0.5, size: 1.1 }] },
  travel: {
    palette: 'forest',
    items: [
      { motif: 'tote', x: 0.32, size: 1 },
      { motif: 'beanie', x: 0.58, size: 0.7 },
      { motif: 'socks', x: 0.8, size: 0.7 },
    ],
  },
  wool: {
    palette: 'rust',
    items: [
      { motif: 'chair-throw', x: 0.42, size: 1 },
      { motif: 'baskets', x: 0.76, size: 0.8 },
    ],
  },
  gifts: {
    palette: 'clay',
    items: [
      { motif: 'candles', x: 0.26, size: 0.8 },
      { motif: 'mugs', x: 0.54, size: 0.9 },
      { motif: 'beanie', x: 0.8, size: 0.7 },
    ],
  },
  mending: {
    palette: 'sea',
    items: [
      { motif: 'jacket', x: 0.34, size: 1 },
      { motif: 'baskets', x: 0.72, size: 0.8 },
    ],
  },
};

export interface MediaFile {
  /** Path below /media/; the name carries a hash of the body, so a changed drawing gets a new URL. */
  path: string;
  contentType: string;
  body: string;
}

function svgFile(folder: string, slug: string, body: string): MediaFile {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { path: `${folder}/${slug}.${hash}.svg`, contentType: 'image/svg+xml', body };
}

export interface ContentMedia {
  covers: Map<string, MediaFile>;
  photos: Map<string, MediaFile>;
  all: MediaFile[];
}

let built: ContentMedia | undefined;

/** Every picture the content seed refers to: article covers and gallery photos, by slug. */
export function contentMedia(): ContentMedia {
  if (built) return built;
  const covers = new Map<string, MediaFile>();
  const photos = new Map<string, MediaFile>();
  for (const a of ARTICLES) {
    const cover = COVERS[a.art];
    covers.set(a.slug, svgFile(ARTICLE_COVER_DIR, a.slug, drawScene(COVER.width, COVER.height, cover.palette, cover.items, a.slug)));
  }
  for (const p of PHOTOS) {
    photos.set(p.slug, svgFile(PHOTO_DIR, p.slug, drawScene(p.w, p.h, p.palette, [{ motif: p.motif, x: 0.5, size: 1 }], p.slug)));
  }
  built = { covers, photos, all: [...covers.values(), ...photos.values()] };
  return built;
}
