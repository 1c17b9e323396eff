import { createHash } from 'node:crypto';
import type { MaterialKey, TopCategory } from './catalog-words';

/**
 * Product pictures drawn as SVG at seed time: a silhouette of the kind of goods in the product's colour,
 * a texture for its material and decorations placed by the product's own random numbers, so no two
 * products look alike. Paths are in a 100 x 100 box.
 */

export const IMAGE_SIZE = 800;

type Motif = TopCategory['motif'];
const MOTIFS: Record<Motif, { fill: string[]; stroke?: string[]; accent?: string[] }> = {
  shirt: { fill: ['M30 20 L42 14 Q50 21 58 14 L70 20 L86 34 L76 44 L68 37 L68 86 L32 86 L32 37 L24 44 L14 34 Z'], stroke: ['M42 14 Q50 26 58 14'] },
  shoe: { fill: ['M10 66 Q12 48 26 46 L42 44 Q50 32 60 38 Q70 50 84 53 Q93 56 91 66 L91 72 L10 72 Z'], accent: ['M10 68 L91 68 L91 74 Q91 78 87 78 L14 78 Q10 78 10 74 Z'] },
  bag: { fill: ['M20 40 L80 40 L86 86 L14 86 Z'], stroke: ['M36 40 Q36 18 50 18 Q64 18 64 40'], accent: ['M20 40 L80 40 L78 52 L22 52 Z'] },
  vase: { fill: ['M40 12 L60 12 L58 24 Q78 40 73 64 Q68 88 50 88 Q32 88 27 64 Q22 40 42 24 Z'], accent: ['M38 10 L62 10 L62 14 L38 14 Z'] },
  pot: { fill: ['M20 30 L66 30 L66 78 Q66 88 56 88 L30 88 Q20 88 20 78 Z'], stroke: ['M66 42 Q86 42 86 58 Q86 74 66 74'], accent: ['M18 26 L68 26 L68 32 L18 32 Z'] },
  tent: { fill: ['M50 14 L90 84 L10 84 Z'], accent: ['M50 44 L63 84 L37 84 Z'] },
  book: { fill: ['M26 12 L78 12 Q84 12 84 18 L84 88 L26 88 Q18 88 18 80 L18 20 Q18 12 26 12 Z'], accent: ['M26 12 L33 12 L33 88 L26 88 Z', 'M44 30 L72 30 L72 40 L44 40 Z'] },
  sound: { fill: ['M30 12 L70 12 Q80 12 80 22 L80 78 Q80 88 70 88 L30 88 Q20 88 20 78 L20 22 Q20 12 30 12 Z'], accent: ['M50 50 m-16 0 a16 16 0 1 0 32 0 a16 16 0 1 0 -32 0', 'M50 26 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0'] },
};

type Texture = 'lines' | 'dots' | 'grain' | 'shine' | 'none';
const TEXTURE: Record<MaterialKey, Texture> = {
  cotton: 'lines', linen: 'lines', denim: 'lines', canvas: 'lines', nylon: 'lines',
  wool: 'dots', felt: 'dots', suede: 'dots', cork: 'dots', rubber: 'dots',
  oak: 'grain', bamboo: 'grain', wood: 'grain',
  steel: 'shine', aluminium: 'shine', castIron: 'shine', glass: 'shine', ceramic: 'shine', silk: 'shine',
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
  return `#${a.map((v, i) => Math.round(v + (b[i] - v) * amount).toString(16).padStart(2, '0')).join('')}`;
}
const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);

function texture(kind: Texture, id: string, colour: string): { defs: string; fill: string | null } {
  const ink = shade(colour, 0.25);
  switch (kind) {
    case 'lines':
      return { defs: `<pattern id="t${id}" width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0 L0 3" stroke="${ink}" stroke-width="0.6" opacity="0.35"/></pattern>`, fill: `url(#t${id})` };
    case 'dots':
      return { defs: `<pattern id="t${id}" width="4" height="4" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="0.7" fill="${ink}" opacity="0.35"/></pattern>`, fill: `url(#t${id})` };
    case 'grain':
      return { defs: `<pattern id="t${id}" width="12" height="6" patternUnits="userSpaceOnUse"><path d="M0 3 Q3 1 6 3 T12 3" fill="none" stroke="${ink}" stroke-width="0.5" opacity="0.4"/></pattern>`, fill: `url(#t${id})` };
    case 'shine':
      return { defs: `<linearGradient id="t${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>`, fill: `url(#t${id})` };
    case 'none':
      return { defs: '', fill: null };
  }
}

export interface PictureInput {
  /** Distinguishes every picture: the product's number, image index and purpose. */
  seed: number;
  motif: Motif;
  colour: string;
  material: MaterialKey;
  /** gallery: centred product shot; photo: a customer's snapshot; banner: a category tile. */
  kind: 'gallery' | 'photo' | 'banner';
  /** Gallery position: changes angle and zoom. */
  view?: number;
}

export function drawPicture({ seed, motif, colour, material, kind, view = 0 }: PictureInput): string {
  const rnd = random(seed);
  const id = seed.toString(36);
  const shape = MOTIFS[motif];
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
