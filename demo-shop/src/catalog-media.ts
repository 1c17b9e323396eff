import { createHash } from 'node:crypto';
import type { MaterialKey, TopCategory } from './catalog-words';

/**
 * Product pictures drawn as SVG at seed time: a silhouette of the kind of goods in the product's colour,
 * a texture for its material and decorations placed by the product's own random numbers, so no two
 * products look alike. Paths are in a 100 x 100 box.
 */

export const IMAGE_SIZE = 800;

type Motif = TopCategory['motif'];
interface Shape {
  fill: string[];
  stroke?: string[];
  accent?: string[];
}
/** A circle as a path: centre, radius. */
const ring = (cx: number, cy: number, r: number) => `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${r * 2} 0 a${r} ${r} 0 1 0 ${-r * 2} 0`;

/** Category tiles: one silhouette for the family of goods. */
const MOTIFS: Record<Motif, Shape> = {
  shirt: { fill: ['M30 20 L42 14 Q50 21 58 14 L70 20 L86 34 L76 44 L68 37 L68 86 L32 86 L32 37 L24 44 L14 34 Z'], stroke: ['M42 14 Q50 26 58 14'] },
  shoe: {
    fill: ['M10 66 Q12 48 26 46 L42 44 Q50 32 60 38 Q70 50 84 53 Q93 56 91 66 L91 72 L10 72 Z'],
    accent: ['M10 68 L91 68 L91 74 Q91 78 87 78 L14 78 Q10 78 10 74 Z'],
  },
  bag: { fill: ['M20 40 L80 40 L86 86 L14 86 Z'], stroke: ['M36 40 Q36 18 50 18 Q64 18 64 40'], accent: ['M20 40 L80 40 L78 52 L22 52 Z'] },
  vase: { fill: ['M40 12 L60 12 L58 24 Q78 40 73 64 Q68 88 50 88 Q32 88 27 64 Q22 40 42 24 Z'], accent: ['M38 10 L62 10 L62 14 L38 14 Z'] },
  pot: {
    fill: ['M20 30 L66 30 L66 78 Q66 88 56 88 L30 88 Q20 88 20 78 Z'],
    stroke: ['M66 42 Q86 42 86 58 Q86 74 66 74'],
    accent: ['M18 26 L68 26 L68 32 L18 32 Z'],
  },
  tent: { fill: ['M50 14 L90 84 L10 84 Z'], accent: ['M50 44 L63 84 L37 84 Z'] },
  book: {
    fill: ['M26 12 L78 12 Q84 12 84 18 L84 88 L26 88 Q18 88 18 80 L18 20 Q18 12 26 12 Z'],
    accent: ['M26 12 L33 12 L33 88 L26 88 Z', 'M44 30 L72 30 L72 40 L44 40 Z'],
  },
  sound: {
    fill: ['M30 12 L70 12 Q80 12 80 22 L80 78 Q80 88 70 88 L30 88 Q20 88 20 78 L20 22 Q20 12 30 12 Z'],
    accent: ['M50 50 m-16 0 a16 16 0 1 0 32 0 a16 16 0 1 0 -32 0', 'M50 26 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0'],
  },
};

/**
 * Product pictures: each kind of product (ProductType.key in catalog-words.ts) has its own silhouette,
 * so a coat does not look like a T-shirt. catalog-media.test.ts checks every kind has one.
 */
export const PRODUCT_SHAPES: Record<string, Shape> = {
  // Clothing
  't-shirt': MOTIFS.shirt,
  shirt: {
    fill: ['M32 16 L44 12 L50 20 L56 12 L68 16 L84 30 L90 76 L80 78 L70 40 L68 88 L32 88 L30 40 L20 78 L10 76 L16 30 Z'],
    accent: ['M44 12 L50 24 L56 12 L52 10 L48 10 Z', 'M20 72 L30 74 L29 78 L19 76 Z', 'M70 74 L80 72 L81 76 L71 78 Z'],
    stroke: ['M50 24 L50 86'],
  },
  sweater: {
    fill: ['M30 18 L42 14 Q50 20 58 14 L70 18 L84 30 L90 80 L78 82 L68 44 L68 88 L32 88 L32 44 L22 82 L10 80 L16 30 Z'],
    accent: ['M32 80 L68 80 L68 88 L32 88 Z', 'M10 74 L22 76 L22 82 L10 80 Z', 'M78 76 L90 74 L90 80 L78 82 Z', 'M42 14 Q50 22 58 14 L58 18 Q50 26 42 18 Z'],
  },
  dress: {
    fill: ['M40 10 L44 10 Q50 16 56 10 L60 10 L62 30 L58 42 L78 90 L22 90 L42 42 L38 30 Z'],
    accent: ['M41 40 L59 40 L59 46 L41 46 Z'],
    stroke: ['M36 76 Q50 82 64 76'],
  },
  skirt: {
    fill: ['M32 20 L68 20 L84 84 Q50 92 16 84 Z'],
    accent: ['M32 20 L68 20 L69 28 L31 28 Z'],
    stroke: ['M42 30 L36 84', 'M58 30 L64 84'],
  },
  jacket: {
    fill: ['M34 14 L44 12 L50 18 L56 12 L66 14 L84 28 L90 78 L80 80 L70 42 L70 80 L30 80 L30 42 L20 80 L10 78 L16 28 Z'],
    accent: ['M40 12 L50 20 L60 12 L60 6 L40 6 Z', 'M35 58 L46 58 L46 63 L35 63 Z', 'M54 58 L65 58 L65 63 L54 63 Z', 'M30 74 L70 74 L70 80 L30 80 Z'],
    stroke: ['M50 20 L50 80'],
  },
  coat: {
    fill: ['M34 12 L44 10 L50 30 L56 10 L66 12 L82 26 L88 86 L78 88 L70 44 L72 94 L28 94 L30 44 L22 88 L12 86 L18 26 Z'],
    accent: ['M44 10 L50 30 L39 24 Z', 'M56 10 L50 30 L61 24 Z', ring(45, 44, 2), ring(45, 54, 2), ring(55, 44, 2), ring(55, 54, 2)],
    stroke: ['M30 66 L70 66'],
  },
  // Shoes
  sneakers: { ...MOTIFS.shoe, stroke: ['M44 46 L52 52', 'M50 42 L58 48'] },
  'running-shoes': {
    fill: ['M8 64 Q10 50 24 48 L44 44 Q54 34 64 42 Q74 52 88 56 Q95 60 92 66 L8 66 Z'],
    accent: ['M8 64 L93 64 Q94 74 86 76 L14 76 Q8 76 8 70 Z'],
    stroke: ['M26 58 Q50 64 72 50'],
  },
  'ankle-boots': {
    fill: ['M30 14 L56 14 L58 54 Q72 58 86 62 Q92 66 90 74 L30 74 Z'],
    accent: ['M28 74 L90 74 L90 80 L28 80 Z', 'M30 80 L40 80 L40 88 L30 88 Z'],
    stroke: ['M52 20 L52 52'],
  },
  'hiking-boots': {
    fill: ['M28 10 L56 10 L58 48 Q74 52 86 58 Q94 64 90 72 L28 72 Z'],
    accent: ['M26 72 L92 72 L92 82 L26 82 Z', 'M28 10 L56 10 L56 18 L28 18 Z'],
    stroke: ['M44 22 L56 26', 'M44 32 L57 36', 'M44 42 L58 46'],
  },
  // Bags
  backpack: {
    fill: ['M28 24 Q28 14 38 14 L62 14 Q72 14 72 24 L74 86 Q74 90 70 90 L30 90 Q26 90 26 86 Z'],
    accent: ['M34 56 L66 56 L66 82 L34 82 Z'],
    stroke: ['M44 14 Q50 6 56 14', 'M34 64 L66 64'],
  },
  'travel-bag': {
    fill: ['M12 44 Q12 34 24 34 L76 34 Q88 34 88 44 L88 76 Q88 82 82 82 L18 82 Q12 82 12 76 Z'],
    accent: ['M12 52 L88 52 L88 57 L12 57 Z'],
    stroke: ['M34 34 Q34 20 50 20 Q66 20 66 34'],
  },
  wallet: {
    fill: ['M14 32 L86 32 Q90 32 90 36 L90 74 Q90 78 86 78 L14 78 Q10 78 10 74 L10 36 Q10 32 14 32 Z'],
    accent: ['M60 46 L90 46 L90 64 L60 64 Z'],
    stroke: [ring(70, 55, 3)],
  },
  'card-holder': {
    fill: ['M24 40 L76 40 L76 78 L24 78 Z'],
    accent: ['M30 26 L70 26 L70 42 L30 42 Z'],
    stroke: ['M24 52 Q50 60 76 52'],
  },
  belt: {
    fill: ['M6 44 L94 44 L94 56 L6 56 Z'],
    accent: ['M28 38 L44 38 L44 62 L28 62 Z'],
    stroke: ['M60 50 L62 50', 'M68 50 L70 50', 'M76 50 L78 50'],
  },
  // Home
  vase: MOTIFS.vase,
  'candle-holder': {
    fill: ['M30 88 L70 88 L66 82 L54 80 L54 48 L64 44 L64 38 L36 38 L36 44 L46 48 L46 80 L34 82 Z'],
    accent: ['M44 14 L56 14 L56 38 L44 38 Z'],
    stroke: ['M50 4 Q46 9 50 12 Q54 9 50 4'],
  },
  'cushion-cover': {
    fill: ['M14 18 Q50 26 86 18 Q78 50 86 82 Q50 74 14 82 Q22 50 14 18 Z'],
    accent: [ring(50, 50, 4)],
    stroke: ['M24 28 Q50 34 76 28', 'M24 72 Q50 66 76 72'],
  },
  throw: {
    fill: ['M14 30 L86 30 L86 74 L14 74 Z'],
    accent: ['M14 40 L86 40 L86 46 L14 46 Z', 'M14 58 L86 58 L86 64 L14 64 Z'],
    stroke: ['M20 74 L20 84', 'M30 74 L30 84', 'M40 74 L40 84', 'M50 74 L50 84', 'M60 74 L60 84', 'M70 74 L70 84', 'M80 74 L80 84'],
  },
  'table-lamp': {
    fill: ['M30 14 L70 14 L82 46 L18 46 Z'],
    accent: ['M34 82 L66 82 L66 90 L34 90 Z'],
    stroke: ['M50 46 L50 82'],
  },
  'pendant-lamp': {
    fill: ['M50 34 Q20 36 16 70 L84 70 Q80 36 50 34 Z'],
    accent: ['M42 70 Q50 84 58 70 Z'],
    stroke: ['M50 2 L50 34'],
  },
  // Kitchen
  'frying-pan': {
    fill: [ring(40, 52, 28)],
    accent: ['M66 46 L96 40 L98 48 L68 56 Z'],
    stroke: [ring(40, 52, 20)],
  },
  saucepan: {
    fill: ['M14 40 L62 40 L62 78 Q62 86 54 86 L22 86 Q14 86 14 78 Z'],
    accent: ['M12 36 L64 36 L64 42 L12 42 Z'],
    stroke: ['M64 46 L94 40'],
  },
  mug: MOTIFS.pot,
  bowl: {
    fill: ['M10 44 L90 44 Q88 78 58 84 L42 84 Q12 78 10 44 Z'],
    accent: ['M8 40 L92 40 L92 46 L8 46 Z', 'M38 84 L62 84 L60 90 L40 90 Z'],
  },
  plate: {
    fill: ['M10 52 a40 22 0 1 0 80 0 a40 22 0 1 0 -80 0'],
    stroke: ['M24 52 a26 13 0 1 0 52 0 a26 13 0 1 0 -52 0'],
  },
  'water-bottle': {
    fill: ['M40 10 L60 10 L60 18 Q70 22 70 34 L70 86 Q70 92 64 92 L36 92 Q30 92 30 86 L30 34 Q30 22 40 18 Z'],
    accent: ['M38 4 L62 4 L62 14 L38 14 Z', 'M30 46 L70 46 L70 66 L30 66 Z'],
  },
  teapot: {
    fill: ['M26 44 Q26 30 50 30 Q74 30 74 44 L74 70 Q74 84 50 84 Q26 84 26 70 Z'],
    accent: ['M36 26 L64 26 L64 32 L36 32 Z', 'M46 18 L54 18 L54 26 L46 26 Z'],
    stroke: ['M26 54 Q14 52 8 38', 'M74 42 Q92 44 90 58 Q88 70 74 70'],
  },
  // Sports
  'yoga-mat': {
    fill: ['M16 34 L80 34 L80 66 L16 66 Z'],
    accent: ['M70 50 a10 16 0 1 0 20 0 a10 16 0 1 0 -20 0'],
    stroke: ['M76 50 a4 7 0 1 0 8 0', 'M36 34 L36 66', 'M58 34 L58 66'],
  },
  'gym-bag': {
    fill: ['M14 44 Q14 30 30 30 L70 30 Q86 30 86 44 L86 72 Q86 80 78 80 L22 80 Q14 80 14 72 Z'],
    accent: ['M14 46 L26 46 L26 80 L22 80 Q14 80 14 72 Z', 'M74 46 L86 46 L86 72 Q86 80 78 80 L74 80 Z'],
    stroke: ['M36 30 Q36 16 50 16 Q64 16 64 30', 'M26 40 L74 40'],
  },
  'sleeping-bag': {
    fill: ['M36 10 Q50 4 64 10 Q74 30 70 60 Q68 86 50 92 Q32 86 30 60 Q26 30 36 10 Z'],
    accent: ['M42 14 Q50 10 58 14 Q60 22 50 24 Q40 22 42 14 Z'],
    stroke: ['M60 26 Q64 56 56 86'],
  },
  tent: MOTIFS.tent,
  'camping-chair': {
    fill: ['M20 44 L80 44 L76 58 L24 58 Z'],
    accent: ['M24 16 L76 16 L80 44 L20 44 Z'],
    stroke: ['M26 58 L74 90', 'M74 58 L26 90', 'M20 90 L32 90', 'M68 90 L80 90'],
  },
  // Stationery
  notebook: MOTIFS.book,
  planner: {
    fill: ['M24 12 L82 12 L82 88 L24 88 Z'],
    accent: ['M40 24 L72 24 L72 36 L40 36 Z'],
    stroke: ['M18 22 L30 22', 'M18 32 L30 32', 'M18 42 L30 42', 'M18 52 L30 52', 'M18 62 L30 62', 'M18 72 L30 72', 'M18 82 L30 82'],
  },
  'desk-organizer': {
    fill: ['M14 50 L40 50 L40 86 L14 86 Z', 'M40 34 L62 34 L62 86 L40 86 Z', 'M62 58 L86 58 L86 86 L62 86 Z'],
    stroke: ['M22 50 L18 26', 'M32 50 L36 28', 'M50 34 L48 12', 'M72 58 L76 40'],
  },
  'pen-case': {
    fill: ['M20 36 L80 36 Q92 36 92 50 Q92 64 80 64 L20 64 Q8 64 8 50 Q8 36 20 36 Z'],
    accent: ['M76 40 L86 40 L86 48 L76 48 Z'],
    stroke: ['M14 44 L86 44'],
  },
  // Electronics
  headphones: {
    fill: ['M14 52 Q14 46 20 46 L30 46 L30 82 L20 82 Q14 82 14 76 Z', 'M70 46 L80 46 Q86 46 86 52 L86 76 Q86 82 80 82 L70 82 Z'],
    accent: ['M30 50 L36 50 L36 78 L30 78 Z', 'M64 50 L70 50 L70 78 L64 78 Z'],
    stroke: ['M22 48 Q22 14 50 14 Q78 14 78 48'],
  },
  speaker: MOTIFS.sound,
  'phone-case': {
    fill: ['M32 8 L68 8 Q76 8 76 16 L76 84 Q76 92 68 92 L32 92 Q24 92 24 84 L24 16 Q24 8 32 8 Z'],
    accent: ['M31 14 L49 14 L49 32 L31 32 Z'],
    stroke: [ring(36, 20, 2.5)],
  },
  'charging-stand': {
    fill: ['M20 80 L80 80 L84 90 L16 90 Z', 'M56 80 L44 30 L54 28 L68 80 Z'],
    accent: ['M28 16 L52 10 L62 64 L38 70 Z'],
    stroke: ['M48 32 L44 40 L50 40 L46 48'],
  },
};

type Texture = 'lines' | 'dots' | 'grain' | 'shine' | 'none';
const TEXTURE: Record<MaterialKey, Texture> = {
  cotton: 'lines',
  linen: 'lines',
  denim: 'lines',
  canvas: 'lines',
  nylon: 'lines',
  wool: 'dots',
  felt: 'dots',
  suede: 'dots',
  cork: 'dots',
  rubber: 'dots',
  oak: 'grain',
  bamboo: 'grain',
  wood: 'grain',
  steel: 'shine',
  aluminium: 'shine',
  castIron: 'shine',
  glass: 'shine',
  ceramic: 'shine',
  silk: 'shine',
  leather: 'none',
};

/** A small deterministic random source (mulberry32). */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mix(hex: string, toward: string, amount: number): string {
  const p = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [a, b] = [p(hex), p(toward)];
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i] - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);

function texture(kind: Texture, id: string, colour: string): { defs: string; fill: string | null } {
  const ink = shade(colour, 0.25);
  switch (kind) {
    case 'lines':
      return {
        defs: `<pattern id="t${id}" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0 L0 3" stroke="${ink}" stroke-width="0.6" opacity="0.35"/></pattern>`,
        fill: `url(#t${id})`,
      };
    case 'dots':
      return {
        defs: `<pattern id="t${id}" width="4" height="4" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="0.7" fill="${ink}" opacity="0.35"/></pattern>`,
        fill: `url(#t${id})`,
      };
    case 'grain':
      return {
        defs: `<pattern id="t${id}" width="12" height="6" patternUnits="userSpaceOnUse"><path d="M0 3 Q3 1 6 3 T12 3" fill="none" stroke="${ink}" stroke-width="0.5" opacity="0.4"/></pattern>`,
        fill: `url(#t${id})`,
      };
    case 'shine':
      return {
        defs: `<linearGradient id="t${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>`,
        fill: `url(#t${id})`,
      };
    case 'none':
      return { defs: '', fill: null };
  }
}

export interface PictureInput {
  /** Distinguishes every picture: the product's number, image index and purpose. */
  seed: number;
  motif: Motif;
  /** The kind of product (ProductType.key): its own silhouette instead of the family's motif. */
  product?: string;
  colour: string;
  material: MaterialKey;
  /** gallery: centred product shot; photo: a customer's snapshot; banner: a category tile. */
  kind: 'gallery' | 'photo' | 'banner';
  /** Gallery position: changes angle and zoom. */
  view?: number;
}

export function drawPicture({ seed, motif, product, colour, material, kind, view = 0 }: PictureInput): string {
  const rnd = random(seed);
  const id = seed.toString(36);
  const shape = (product && PRODUCT_SHAPES[product]) || MOTIFS[motif];
  const bgFrom = kind === 'photo' ? mix('#d9cbb3', colour, 0.15) : tint(colour, 0.86);
  const bgTo = kind === 'photo' ? '#b9ab94' : tint(mix(colour, rnd() > 0.5 ? '#f0c27b' : '#7bb5f0', 0.3), 0.66);
  const tex = texture(TEXTURE[material], id, colour);

  const decorations: string[] = [];
  const count = 3 + Math.floor(rnd() * 4);
  for (let i = 0; i < count; i++) {
    const x = (rnd() * 100).toFixed(1);
    const y = (rnd() * 100).toFixed(1);
    const r = (4 + rnd() * 14).toFixed(1);
    const fill = i % 2 ? tint(colour, 0.55) : '#ffffff';
    const opacity = (0.18 + rnd() * 0.3).toFixed(2);
    decorations.push(
      rnd() > 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${r}" height="${r}" rx="2" transform="rotate(${Math.round(rnd() * 90)} ${x} ${y})" fill="${fill}" opacity="${opacity}"/>`,
    );
  }

  let scale = [0.78, 0.7, 0.95, 0.62][view % 4];
  let rotate = [0, -9, 6, 14][view % 4];
  let dx = 0;
  let dy = 0;
  if (kind === 'photo') {
    scale = 0.5 + rnd() * 0.2;
    rotate = Math.round(rnd() * 40 - 20);
    dx = Math.round(rnd() * 30 - 15);
    dy = Math.round(rnd() * 16);
  }
  if (kind === 'banner') scale = 0.6;
  const transform = `translate(${50 + dx} ${50 + dy}) rotate(${rotate}) scale(${scale}) translate(-50 -50)`;
  const outline = shade(colour, 0.35);
  const body = [
    ...shape.fill.map((d) => `<path d="${d}" fill="${colour}" stroke="${outline}" stroke-width="1.2" stroke-linejoin="round"/>`),
    ...(tex.fill ? shape.fill.map((d) => `<path d="${d}" fill="${tex.fill}"/>`) : []),
    ...(shape.accent ?? []).map((d) => `<path d="${d}" fill="${shade(colour, 0.2)}" opacity="0.85"/>`),
    ...(shape.stroke ?? []).map((d) => `<path d="${d}" fill="none" stroke="${outline}" stroke-width="3" stroke-linecap="round"/>`),
  ].join('');
  const floor = kind === 'photo' ? `<rect x="0" y="72" width="100" height="28" fill="${shade('#b9ab94', 0.12)}" opacity="0.6"/>` : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="b${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient>${tex.defs}</defs>` +
    `<rect width="100" height="100" fill="url(#b${id})"/>${floor}${decorations.join('')}` +
    `<ellipse cx="${50 + dx}" cy="${90 + dy / 2}" rx="${30 * scale + 6}" ry="3.5" fill="#000" opacity="0.12"/>` +
    `<g transform="${transform}">${body}</g></svg>`
  );
}

/** Path under /media/ with a content hash, so the file can be cached for a year. */
export function mediaPath(folder: string, name: string, body: string): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return `${folder}/${name}.${hash}.svg`;
}
