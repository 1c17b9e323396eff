/**
 * A product photo as the catalogue serves it (ADR 0044): the original, stored once, and AVIF and WebP
 * files derived from it at fixed widths. Names carry a content hash, so each file is cached for a year:
 *   original  /media/photos/<hash>.<W>x<H>.<jpg|png|webp>
 *   derived   /media/photos/<hash>.<W>x<H>.<width>.<avif|webp>
 * Plain data and pure functions: the API, the server render and every remote use the same rules.
 */

/** Widths derived at import, never wider than the original. */
export const PHOTO_WIDTHS = [160, 320, 480, 800, 1200, 1600] as const;

export interface Picture {
  /** The original (JPEG, PNG or WebP): for browsers that take neither AVIF nor WebP. */
  src: string;
  width: number;
  height: number;
  /** Widths derived from it, narrowest first. */
  widths: number[];
  /** A few hundred bytes of blurred preview (data URI) shown until the picture arrives, or null. */
  placeholder: string | null;
}

export type PictureFormat = 'avif' | 'webp';

const PHOTO_URL = /^(\/media\/photos\/[0-9a-f]{16}\.(\d{1,5})x(\d{1,5}))\.(?:jpg|png|webp)$/;

/** The derived widths of a photo of this width: the fixed set up to it, or its own width when narrower. */
export function derivedWidths(width: number): number[] {
  const fit = PHOTO_WIDTHS.filter((w) => w <= width);
  return fit.length ? fit : [width];
}

/**
 * A photo's picture from its address (cart lines, orders and favourites keep only the URL), with its blurred
 * preview where the answer carried one. Null for anything that is not an imported photo (an SVG drawing, an
 * upload), which is then shown as it is.
 */
export function pictureFromUrl(url: string | null | undefined, placeholder: string | null = null): Picture | null {
  const match = url ? PHOTO_URL.exec(url) : null;
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  return { src: url!, width, height, widths: derivedWidths(width), placeholder };
}

/** The `srcset` of one format: every derived width with its `w` descriptor. */
export function pictureSrcSet(picture: Picture, format: PictureFormat): string {
  const base = picture.src.replace(/\.(?:jpg|png|webp)$/, '');
  return picture.widths.map((w) => `${base}.${w}.${format} ${w}w`).join(', ');
}

/** The derived file of a format that is at least `cssWidth * dpr` wide (the widest when none is). */
export function pictureFileFor(picture: Picture, format: PictureFormat, pixels: number): string {
  const base = picture.src.replace(/\.(?:jpg|png|webp)$/, '');
  const w = picture.widths.find((x) => x >= pixels) ?? picture.widths[picture.widths.length - 1];
  return `${base}.${w}.${format}`;
}
