import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, JPG_BYTES, multipart, PNG_BYTES } from '../../test/account-fixtures';
import { createTestApp, createUser } from '../../test/helpers';
import { photos } from '../db/schema/catalog';
import { imageEnd } from '../lib/images';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  ({ token } = await createUser(app));
});
afterAll(() => app.close());

const post = (url: string, body: Buffer, filename = 'photo.jpg', type = 'image/jpeg') => {
  const form = multipart(body, filename, type);
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};
const reviewPicture = (body: Buffer, filename?: string, type?: string) => post('/api/review/picture', body, filename, type);
const avatar = (body: Buffer) => post('/api/user/avatar', body);

/** A 40x20 photo, left half red and right half blue, as a phone stores it: EXIF with camera, GPS and "rotate 90°". */
async function phonePhoto(format: 'jpeg' | 'webp' = 'jpeg') {
  const raw = Buffer.alloc(40 * 20 * 3);
  for (let i = 0; i < 40 * 20; i++) raw.set(i % 40 < 20 ? [220, 20, 20] : [20, 20, 220], i * 3);
  const image = sharp(raw, { raw: { width: 40, height: 20, channels: 3 } });
  return image[format]({ quality: 95 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Jane Shopper' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2607/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3970/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A photo with texture, so that half of its bytes are half of the picture. */
async function noisyJpeg() {
  const raw = Buffer.alloc(320 * 240 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 7) * 31) % 251;
  return sharp(raw, { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A valid 1-bit PNG of width x height zero pixels: a few kilobytes that decode to width*height pixels. */
function pngBomb(width: number, height: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([PNG_BYTES.subarray(0, 8), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const exifOf = async (url: string) => {
  const served = await app.inject({ url });
  expect(served.statusCode).toBe(200);
  return { bytes: served.rawPayload, meta: await sharp(served.rawPayload).metadata() };
};

describe('uploaded pictures are re-encoded', () => {
  it('a phone photo with EXIF GPS is served without any EXIF, turned the way the camera was held', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');

    for (const res of [await reviewPicture(photo), await avatar(photo)]) {
      expect(res.statusCode).toBe(200);
      const url: string = res.json().data.url ?? res.json().data.avatar;
      const { bytes, meta } = await exifOf(url);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif\0'))).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(bytes.includes(Buffer.from('Jane Shopper'))).toBe(false);
      // Rotated 90° clockwise: 20 wide, 40 high, the red half now on top.
      expect([meta.width, meta.height]).toEqual([20, 40]);
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * 20 + x) * 3, (y * 20 + x) * 3 + 3)];
      expect(pixel(10, 5)[0]).toBeGreaterThan(150);
      expect(pixel(10, 34)[2]).toBeGreaterThan(150);
    }
  });

  it('a WebP with EXIF loses it too', async () => {
    const res = await reviewPicture(await phonePhoto('webp'), 'photo.webp', 'image/webp');
    expect(res.statusCode).toBe(200);
    const { meta, bytes } = await exifOf(res.json().data.url);
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);
  });
});

describe('pictures that do not decode as what they claim are refused', () => {
  it('a PNG header followed by garbage', async () => {
    const res = await reviewPicture(Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.alloc(3000, 0x5a)]), 'x.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('This file cannot be read as a PNG picture: it is damaged, cut off or not a picture');
  });

  it('a truncated JPEG, as an avatar and as a review picture, in the shopper language', async () => {
    const full = await noisyJpeg();
    const half = full.subarray(0, Math.floor(full.length / 2));
    const res = await reviewPicture(half);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('This file cannot be read as a JPG picture: it is damaged, cut off or not a picture');
    expect((await avatar(half)).json().msg).toBe('This file cannot be read as a JPG picture: it is damaged, cut off or not a picture');
    const form = multipart(half);
    const de = await app.inject({
      method: 'POST',
      url: '/api/review/picture',
      headers: { ...bearer(token), ...form.headers, 'accept-language': 'de' },
      payload: form.payload,
    });
    expect(de.json().msg).toBe('Diese Datei lässt sich nicht als JPG-Bild lesen: Sie ist beschädigt, unvollständig oder kein Bild');
    // The whole file is fine.
    expect((await reviewPicture(full)).statusCode).toBe(200);
  });

  it('RIFF/WEBP bytes that are no WebP picture', async () => {
    const res = await reviewPicture(
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(60, 1)]),
      'x.webp',
      'image/webp',
    );
    expect(res.json()).toMatchObject({ status: 400, msg: 'This file cannot be read as a WebP picture: it is damaged, cut off or not a picture' });
  });

  it('polyglots: a JPEG with a ZIP after it, a PNG that is also a web page, a JPEG comment with a script', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('payload.jar')]);
    const jpegZip = await reviewPicture(Buffer.concat([JPG_BYTES, zip]));
    expect(jpegZip.statusCode).toBe(400);
    expect(jpegZip.json().msg).toBe('This JPG file also contains something that is not a picture; save the picture again and upload that');

    const pngHtml = await reviewPicture(
      Buffer.concat([PNG_BYTES, Buffer.from('<html><body><script>fetch("/api/user/profile")</script></body></html>')]),
      'x.png',
      'image/png',
    );
    expect(pngHtml.json()).toMatchObject({
      status: 400,
      msg: 'This PNG file also contains something that is not a picture; save the picture again and upload that',
    });

    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, script.length + 2]), script]);
    const jpegComment = Buffer.concat([JPG_BYTES.subarray(0, 2), comment, JPG_BYTES.subarray(2)]);
    expect((await sharp(jpegComment).metadata()).format).toBe('jpeg'); // a valid JPEG all the same
    expect((await avatar(jpegComment)).json().msg).toBe('This JPG file also contains something that is not a picture; save the picture again and upload that');

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj');
    const jpegPdf = Buffer.concat([JPG_BYTES.subarray(0, 2), Buffer.from([0xff, 0xfe, 0, pdf.length + 2]), pdf, JPG_BYTES.subarray(2)]);
    expect((await reviewPicture(jpegPdf)).json().msg).toBe(
      'This JPG file also contains something that is not a picture; save the picture again and upload that',
    );
  });

  it('a camera trailer after a JPEG (a motion photo video) is accepted and not kept', async () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4000, 0x11)]);
    const res = await reviewPicture(Buffer.concat([await phonePhoto(), video]));
    expect(res.statusCode).toBe(200);
    const { bytes } = await exifOf(res.json().data.url);
    expect(bytes.includes(Buffer.from('ftypmp42'))).toBe(false);
  });

  it('a PNG under the size limit that claims more pixels than allowed (decompression bomb)', async () => {
    // 81 MP: under the decoder's own default limit, over ours; 900 MP: over both.
    for (const [width, height] of [
      [9000, 9000],
      [30000, 30000],
    ]) {
      const bomb = pngBomb(width, height);
      expect(bomb.length).toBeLessThan(200_000);
      const res = await reviewPicture(bomb, 'x.png', 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('This picture is too large: at most 64 megapixels');
    }
  });
});

describe('imageEnd', () => {
  it('finds where the picture ends, past markers inside a JPEG and its EXIF thumbnail', async () => {
    const photo = await phonePhoto();
    expect(imageEnd(photo, 'jpg')).toBe(photo.length);
    expect(imageEnd(Buffer.concat([photo, Buffer.from('trailer')]), 'jpg')).toBe(photo.length);
    expect(imageEnd(PNG_BYTES, 'png')).toBe(PNG_BYTES.length);
    expect(imageEnd(PNG_BYTES.subarray(0, 40), 'png')).toBeNull();
  });
});

describe('uploaded pictures are photos at every width (ADR 0044)', () => {
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: width % 256, g: height % 256, b: 90 } } })
      .jpeg()
      .toBuffer();
  const served = async (url: string) => {
    const res = await app.inject({ url });
    return { status: res.statusCode, type: res.headers['content-type'], meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
  };

  it('a review picture gets AVIF and WebP at each width up to its own, and a placeholder', async () => {
    const res = await reviewPicture(await jpeg(1000, 600));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{16}\.1000x600\.jpg$/);
    const base = url.replace(/\.jpg$/, '');
    for (const w of [160, 320, 480, 800]) {
      expect(await served(`${base}.${w}.avif`)).toMatchObject({ status: 200, type: 'image/avif', meta: { width: w } });
      expect(await served(`${base}.${w}.webp`)).toMatchObject({ status: 200, type: 'image/webp', meta: { width: w } });
    }
    // Never wider than the original.
    expect((await served(`${base}.1200.webp`)).status).toBe(404);
    const [row] = await app.db.select().from(photos).where(eq(photos.src, url));
    expect(row).toMatchObject({ width: 1000, height: 600, widths: [160, 320, 480, 800] });
    expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('an avatar is kept at 1024 px at most and made at the widths up to that', async () => {
    const res = await avatar(await jpeg(1500, 1500));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatar;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{16}\.1024x1024\.jpg$/);
    expect(await served(url)).toMatchObject({ status: 200, type: 'image/jpeg', meta: { width: 1024, height: 1024 } });
    const base = url.replace(/\.jpg$/, '');
    expect(await served(`${base}.800.avif`)).toMatchObject({ status: 200, meta: { width: 800, height: 800 } });
    expect((await served(`${base}.1200.avif`)).status).toBe(404);
  });

  it('a review picture wider than 2048 px is kept at 2048 and gets all six widths', async () => {
    const res = await reviewPicture(await jpeg(3000, 1500));
    const url: string = res.json().data.url;
    expect(url).toMatch(/\.2048x1024\.jpg$/);
    expect(await served(url.replace(/\.jpg$/, '.1600.webp'))).toMatchObject({ status: 200, meta: { width: 1600, height: 800 } });
  });

  it('no derived file of a phone photo carries EXIF or GPS', async () => {
    const res = await reviewPicture(await phonePhoto());
    const base = (res.json().data.url as string).replace(/\.jpg$/, '');
    // 20 px wide once turned: one derived width, its own.
    for (const format of ['avif', 'webp']) {
      const file = await app.inject({ url: `${base}.20.${format}` });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([20, 40]);
      expect(file.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });
});
