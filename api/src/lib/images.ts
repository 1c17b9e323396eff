import sharp, { type Metadata } from 'sharp';

export type ImageType = 'jpg' | 'png' | 'webp';

/** The image type by the file's first bytes, whatever its name or declared type says. */
export function sniffImage(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export const IMAGE_LABELS: Record<ImageType, string> = { jpg: 'JPG', png: 'PNG', webp: 'WebP' };
const SHARP_FORMATS: Record<ImageType, string> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * Most pixels a picture may have. A few kilobytes of PNG can claim billions of pixels; the header is
 * checked before decoding and the decoder is bounded too. 64 MP is above what phone cameras take.
 */
export const MAX_INPUT_PIXELS = 64_000_000;

export type ReencodeResult =
  { ok: true; body: Buffer; width: number; height: number } | { ok: false; error: 'unreadable' | 'notOnlyPicture' | 'tooManyPixels' };

export interface ReencodeOptions {
  /** Longest side of the stored picture; larger pictures are scaled down, smaller ones kept. */
  maxSide: number;
  maxInputPixels?: number;
}

// Markup a browser or a script host would act on; none of it belongs in a photo's bytes. Only tokens
// long enough that compressed pixel data does not produce them by chance.
const MARKUP = /<(?:script|html|body|iframe|object|embed)[\s/>]|<svg\s[^<>]{0,200}xmlns|<\?php|<!doctype|javascript:/i;
const latin1 = (s: string) => Buffer.from(s, 'latin1');
const PDF = latin1('%PDF-');
const ZIP_END = latin1('PK\x05\x06');
// Archives that start right after the picture, e.g. a ZIP or JAR glued after a JPEG.
const APPENDED = ['PK\x03\x04', 'Rar!\x1a\x07', '7z\xbc\xaf\x27\x1c'].map(latin1);

/** Whether readers of another format would find their file in these bytes, where they look for it. */
function alsoAnotherFormat(input: Buffer, end: number): boolean {
  // PDF readers look for their header in the first kilobyte, ZIP readers for the directory at the end.
  if (input.subarray(0, 1024).includes(PDF)) return true;
  if (input.subarray(Math.max(0, input.length - 65_557)).includes(ZIP_END)) return true;
  const trailer = input.subarray(end);
  return APPENDED.some((signature) => trailer.subarray(0, signature.length).equals(signature));
}

/**
 * Decodes an uploaded picture as the type its first bytes claim and encodes it again, so nothing but
 * pixels reaches other shoppers: EXIF (camera, GPS position, time), comments and anything hidden after
 * the image are dropped; the EXIF orientation is applied to the pixels first. Refuses what does not
 * decode cleanly as that type (damaged, cut off, another format), what also reads as something else
 * (markup, an appended archive), and what has more than `maxInputPixels` pixels.
 */
export async function reencodeImage(input: Buffer, type: ImageType, options: ReencodeOptions): Promise<ReencodeResult> {
  const limit = options.maxInputPixels ?? MAX_INPUT_PIXELS;
  if (MARKUP.test(input.toString('latin1'))) return { ok: false, error: 'notOnlyPicture' };
  let meta: Metadata;
  try {
    // Header only: reads the dimensions without decoding a pixel.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  if (meta.format !== SHARP_FORMATS[type] || !meta.width || !meta.height) return { ok: false, error: 'unreadable' };
  if (meta.width * meta.height > limit) return { ok: false, error: 'tooManyPixels' };
  const end = imageEnd(input, type);
  if (end === null) return { ok: false, error: 'unreadable' };
  // JPEG cameras may append their own data (Samsung trailers, motion photo videos): tolerated, and
  // dropped by re-encoding. Nothing legitimate follows a PNG's IEND or a WebP's RIFF chunk.
  if ((end < input.length && type !== 'jpg') || alsoAnotherFormat(input, end)) return { ok: false, error: 'notOnlyPicture' };

  // failOn 'warning': a cut-off or corrupt stream is an error, not a half-grey picture.
  let pipeline = sharp(input, { limitInputPixels: limit, failOn: 'warning', autoOrient: true, sequentialRead: true })
    .timeout({ seconds: 30 })
    .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
  // No withMetadata(): sharp writes no EXIF, XMP, IPTC or comments unless asked.
  // Plain libjpeg-turbo: mozjpeg saves a few per cent of bytes at seven times the CPU per upload.
  if (type === 'jpg') pipeline = pipeline.jpeg({ quality: 85 });
  else if (type === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
  else pipeline = pipeline.webp({ quality: 85 });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { ok: true, body: data, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) return { ok: false, error: 'tooManyPixels' };
    return { ok: false, error: 'unreadable' };
  }
}

/** Offset just past the end of the image's own data, or null when its structure is broken. */
export function imageEnd(b: Buffer, type: ImageType): number | null {
  if (type === 'png') {
    let i = 8;
    while (i + 12 <= b.length) {
      const length = b.readUInt32BE(i);
      const chunk = b.toString('latin1', i + 4, i + 8);
      i += 12 + length;
      if (chunk === 'IEND') return i <= b.length ? i : null;
    }
    return null;
  }
  if (type === 'webp') {
    const size = 8 + b.readUInt32LE(4);
    // RIFF chunks are padded to an even length.
    return size <= b.length ? size + (size % 2) : null;
  }
  return jpegEnd(b);
}

function jpegEnd(b: Buffer): number | null {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9) return i + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (i + 3 >= b.length) return null;
    i += 2 + b.readUInt16BE(i + 2);
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0 && !(b[i + 1] >= 0xd0 && b[i + 1] <= 0xd7))) i++;
    }
  }
  return null;
}
